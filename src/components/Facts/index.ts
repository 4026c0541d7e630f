/** The fact components guides use without an import (see README.md). */
import AbandonedRedirect from './AbandonedRedirect';
import ApiErrors from './ApiErrors';
import Fact from './Fact';
import MethodCapabilities from './MethodCapabilities';
import PaymentStatuses from './PaymentStatuses';
import StatusCodes from './StatusCodes';
import TestAccounts from './TestAccounts';
import TestCards from './TestCards';

const factComponents = {
  AbandonedRedirect,
  ApiErrors,
  Fact,
  MethodCapabilities,
  PaymentStatuses,
  StatusCodes,
  TestAccounts,
  TestCards,
};
export default factComponents;
