/** The fact components guides use without an import (see README.md). */
import AbandonedRedirect from './AbandonedRedirect';
import ApiErrors from './ApiErrors';
import Fact from './Fact';
import MethodCapabilities from './MethodCapabilities';
import MethodRefunds from './MethodRefunds';
import PaymentStatuses from './PaymentStatuses';
import ScaScope from './ScaScope';
import StatusCodes from './StatusCodes';
import TestAccounts from './TestAccounts';
import TestCards from './TestCards';
import WalletCredentials from './WalletCredentials';

const factComponents = {
  AbandonedRedirect,
  ApiErrors,
  Fact,
  MethodCapabilities,
  MethodRefunds,
  PaymentStatuses,
  ScaScope,
  StatusCodes,
  TestAccounts,
  TestCards,
  WalletCredentials,
};
export default factComponents;
