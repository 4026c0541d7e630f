/** Every choice the outcome explorer offers: a charge without the customer is a SALE of a saved card. */
import { followUps, initiators, transactionTypes, type Choice } from '../../../shared/test-outcomes/choices';
import { chargeableWithoutCustomer, supportsAuth, testInputs } from '../../../shared/test-outcomes/inputs';

export const explorerChoices: Choice[] = testInputs.flatMap((input) =>
  initiators
    .filter((initiator) => initiator === 'customer' || chargeableWithoutCustomer(input))
    .flatMap((initiator) =>
      transactionTypes
        .filter((type) => type === 'SALE' || (supportsAuth(input) && initiator === 'customer'))
        .flatMap((transactionType) =>
          followUps.map((followUp): Choice => ({ input, transactionType, followUp, initiator })),
        ),
    ),
);

/** A choice as a test names it. */
export const choiceName = ({ input, transactionType, followUp, initiator }: Choice): string =>
  `${input.kind} ${input.value} ${transactionType} by ${initiator} then ${followUp}`;
