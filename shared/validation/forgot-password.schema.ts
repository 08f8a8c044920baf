/**
 * Forgot password: the member names the account (username, citizen ID or member number) and a contact
 * on file (mobile phone or e-mail); then sets a new password with the one-time code sent there.
 */
import * as yup from './yup';
import { emailError } from './email';
import { phoneError } from './phone';
import { newPasswordSchema, passwordAgainSchema } from './signup-password';

export const RESET_CODE_LENGTH = 6;

export const FORGOT_TEXTS = {
  identifierEmpty: 'Kullanıcı adı, T.C. Kimlik No veya Üye No girmelisiniz.',
  contactEmpty: 'Cep telefonu numaranızı veya e-posta adresinizi girmelisiniz.',
  codeInvalid: `Lütfen size gönderilen ${RESET_CODE_LENGTH} haneli kodu giriniz.`,
} as const;

/** A contact is an e-mail address when it has an @, otherwise a mobile phone; answers its rule's message or null. */
export const contactError = (raw: string): string | null => {
  const v = raw.trim();
  if (v === '') return FORGOT_TEXTS.contactEmpty;
  return v.includes('@') ? emailError(v) : phoneError(v);
};

const identifier = yup.string().default('').trim().required(FORGOT_TEXTS.identifierEmpty).max(64, FORGOT_TEXTS.identifierEmpty);
const contact = yup
  .string()
  .default('')
  .max(254)
  .test('contact', FORGOT_TEXTS.contactEmpty, function check(value) {
    const error = contactError(value ?? '');
    return error === null ? true : this.createError({ message: error });
  });

export const forgotPasswordSchema = yup.object({ identifier, contact });
export type ForgotPasswordInput = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  identifier,
  contact,
  code: yup
    .string()
    .default('')
    .trim()
    .matches(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), FORGOT_TEXTS.codeInvalid),
  password: newPasswordSchema(),
  passwordAgain: passwordAgainSchema('password'),
});
export type ResetPasswordInput = yup.InferType<typeof resetPasswordSchema>;
