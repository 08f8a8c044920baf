/** The edge's forced answers (the member-state gate and the login answer), in the shapes forcedAnswerOf recognises. */
import { ACCOUNT_MESSAGES } from '../errors/account-messages';
import { MESSAGES } from '../errors/catalogue';
import { FORCED_CODES, FORCED_STATUS, type ForcedState } from './forced-answers';

/** The Code of the gated contract answer (el[0].c carries CONTRACT_REQUIRED_CODE). */
const CONTRACT_ANSWER_CODE = 'CONTRACT_REQUIRED';

/** The spec's forced answer of each state, in the shapes forcedAnswerOf recognises. */
export const forcedAnswer = (state: ForcedState): { status: number; body: Record<string, unknown> } => {
  switch (state) {
    case 'passwordChange':
      return {
        status: FORCED_STATUS.forbidden,
        body: { IsSuccess: false, Code: FORCED_CODES.passwordChange, PasswordChangeRequired: true, Message: MESSAGES.passwordChangeRequired },
      };
    case 'profession':
      return {
        status: FORCED_STATUS.profession,
        body: { IsSuccess: false, Code: FORCED_CODES.profession, sc: FORCED_STATUS.profession, Message: MESSAGES.selectProfession },
      };
    case 'contract':
      return {
        status: FORCED_STATUS.forbidden,
        body: {
          IsSuccess: false,
          Code: CONTRACT_ANSWER_CODE,
          sc: 0,
          el: [{ c: FORCED_CODES.contract, m: MESSAGES.contractUpdateRequired }],
          Message: MESSAGES.contractUpdateRequired,
        },
      };
    case 'kvk':
      return {
        status: FORCED_STATUS.forbidden,
        body: { IsSuccess: false, Code: FORCED_CODES.kvk, KvkRequired: true, Description: ACCOUNT_MESSAGES.kvkRequired, Message: ACCOUNT_MESSAGES.kvkRequired },
      };
  }
};

/** The fields a login answer of a member in the KVK state carries (the consent popup opens where the member is). */
export const kvkLoginFields = { KvkRequired: true, Description: ACCOUNT_MESSAGES.kvkRequired } as const;
