/** The activation code of contact verification (spec sections 5 and 9): 6 digits; fewer marks an error and disables proceed. */
import { LIMITS } from '../constants/business';

export const ACTIVATION_CODE_LENGTH = LIMITS.activationCodeMin;
export const ACTIVATION_CODE_TEXTS = { short: `Aktivasyon kodu ${LIMITS.activationCodeMin} haneli olmalıdır.` } as const;

/** Digits only, at most 6: what the code field keeps of what was typed or pasted. */
export const cleanActivationCode = (raw: string): string => raw.replace(/\D/g, '').slice(0, ACTIVATION_CODE_LENGTH);

/** The error of a typed code (null: complete); an untouched empty field is not shown as an error by the client. */
export const activationCodeError = (raw: string): string | null =>
  cleanActivationCode(raw).length < LIMITS.activationCodeMin ? ACTIVATION_CODE_TEXTS.short : null;
