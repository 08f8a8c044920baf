import * as yup from './yup';
import { LIMITS } from '../constants/business';

export const LOGIN_TEXTS = {
  usernameLabel: 'Üye No / TC Kimlik No / Kullanıcı Adı',
  passwordLabel: 'Şifre',
  securityCodeLabel: 'Güvenlik Kodu',
  submit: 'Giriş Yap',
  usernameRequired: 'Üye No / TC Kimlik No / Kullanıcı Adı alanı boş bırakılamaz.',
  passwordRequired: 'Şifre alanı boş bırakılamaz.',
  securityCodeTooShort: `Güvenlik kodu en az ${LIMITS.securityCodeMin} karakter olmalıdır.`,
  passwordErrorHint: 'Şifrenizi mi unuttunuz?',
} as const;

/** Longest identifier and password the login form takes (its inputs' maxlength). */
export const LOGIN_MAX_LENGTH = { username: 64, password: 128 } as const;

/** Login (spec section 5): both fields required; a security code, when present and not skipped, min 5 chars. */
export const loginSchema = yup.object({
  username: yup.string().trim().required(LOGIN_TEXTS.usernameRequired).max(LOGIN_MAX_LENGTH.username),
  password: yup.string().required(LOGIN_TEXTS.passwordRequired).max(LOGIN_MAX_LENGTH.password),
  skipSecurityCode: yup.boolean().default(true),
  securityCode: yup
    .string()
    .default('')
    .when('skipSecurityCode', {
      is: false,
      then: (sch) => sch.min(LIMITS.securityCodeMin, LOGIN_TEXTS.securityCodeTooShort),
    }),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

/** What kind of identifier the member typed: member number, citizen id, username or (refused) e-mail. */
export type LoginIdKind = 'memberNo' | 'citizenId' | 'username' | 'email';
export const loginIdKind = (id: string): LoginIdKind => {
  const v = id.trim();
  if (v.includes('@')) return 'email';
  if (/^\d{11}$/.test(v)) return 'citizenId';
  if (/^\d{1,10}$/.test(v)) return 'memberNo';
  return 'username';
};
