/** The contract page's form (spec section 5 "Contract signing"): the agreement checkbox is required. */
import * as yup from './yup';
import { CONTRACT_MESSAGES } from '../errors/consent-messages';

export const contractSignSchema = yup.object({
  chkV5: yup.boolean().required().oneOf([true], CONTRACT_MESSAGES.agreementRequired),
  checkKVK: yup.boolean().default(false),
  checkSPD: yup.boolean().default(false),
});
export type ContractSignInput = yup.InferType<typeof contractSignSchema>;
