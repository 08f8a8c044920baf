/**
 * Sign-up (spec sections 2 and 5): one schema for the edge (POST /Account/Register) and, with the birth date as
 * typed (gg.aa.yyyy, signupFormSchema), for the form (formik). The birth-date rule reads "now" from the validation
 * context ({ context: { now } }) so the edge's clock decides.
 */
import * as yup from './yup';
import { LIMITS } from '../constants/business';
import { birthDateError, birthDateInputError } from './birth-date';
import { emailSchema } from './email';
import { phoneSchema } from './phone';
import { displayNameText } from './safe-text';
import { SIGNUP_PASSWORD_TEXTS, newPasswordSchema, passwordAgainSchema } from './signup-password';
import { isValidTcKimlik } from './tc-kimlik';

export const USERNAME_LIMITS = { min: 3, max: 20 } as const;
export const NAME_MAX = 50;
export const REFERRAL_MAX = 64;

export const SIGNUP_TEXTS = {
  nameEmpty: 'Adınızı girmelisiniz.',
  surnameEmpty: 'Soyadınızı girmelisiniz.',
  nameInvalid: 'Yalnızca harf kullanabilirsiniz.',
  nameTooLong: `En fazla ${NAME_MAX} karakter girebilirsiniz.`,
  citizenEmpty: 'T.C. Kimlik Numaranızı girmelisiniz.',
  citizenInvalid: 'Geçerli bir T.C. Kimlik Numarası giriniz.',
  usernameEmpty: 'Kullanıcı adınızı girmelisiniz.',
  usernameLength: `Kullanıcı adınız ${USERNAME_LIMITS.min} ile ${USERNAME_LIMITS.max} karakter arasında olmalıdır.`,
  usernameChars: 'Kullanıcı adınızda yalnızca harf, rakam, nokta (.) ve alt çizgi (_) kullanabilirsiniz.',
  usernameDigitsOnly: 'Kullanıcı adınız yalnızca rakamlardan oluşamaz.',
  contractRequired: 'Üyelik Sözleşmesini onaylamanız gerekmektedir.',
  kvkRequired: 'Kişisel Verilerin Korunması Aydınlatma Metnini onaylamanız gerekmektedir.',
  referralInvalid: 'Davet bağlantısı geçersiz.',
} as const;

const NAME_PATTERN = /^[\p{L}][\p{L} '.-]*$/u;
const personName = (empty: string) =>
  yup.string().default('').trim().required(empty).max(NAME_MAX, SIGNUP_TEXTS.nameTooLong).matches(NAME_PATTERN, SIGNUP_TEXTS.nameInvalid);

/** A birth-date field checked by `error` against "now" from the context (the edge's clock), else the local one. */
const birthDateRule = (error: (value: string, nowMs: number) => string | null) =>
  yup
    .string()
    .default('')
    .test('birth', '', function check(value) {
      const now = (this.options.context as { now?: number } | undefined)?.now ?? Date.now();
      const message = error(value, now);
      return message === null ? true : this.createError({ message });
    });

export const signupSchema = yup.object({
  name: personName(SIGNUP_TEXTS.nameEmpty),
  surname: personName(SIGNUP_TEXTS.surnameEmpty),
  citizenId: yup
    .string()
    .default('')
    .trim()
    .required(SIGNUP_TEXTS.citizenEmpty)
    .test('tc', SIGNUP_TEXTS.citizenInvalid, (v) => v.length === LIMITS.citizenIdDigits && isValidTcKimlik(v)),
  birthDate: birthDateRule(birthDateError),
  username: yup
    .string()
    .default('')
    .trim()
    .required(SIGNUP_TEXTS.usernameEmpty)
    // The username is the nickname on shared coupons: whatever the character rule below allows, never a spoofing one.
    .test('display', SIGNUP_TEXTS.usernameChars, displayNameText)
    .min(USERNAME_LIMITS.min, SIGNUP_TEXTS.usernameLength)
    .max(USERNAME_LIMITS.max, SIGNUP_TEXTS.usernameLength)
    .matches(/^[A-Za-z0-9._]+$/, SIGNUP_TEXTS.usernameChars)
    // An all-digit username would read as a member number or citizen ID at login.
    .test('not-digits', SIGNUP_TEXTS.usernameDigitsOnly, (v) => !/^\d+$/.test(v)),
  email: emailSchema,
  mobilePhone: phoneSchema,
  password: newPasswordSchema('username', SIGNUP_PASSWORD_TEXTS),
  passwordAgain: passwordAgainSchema('password', SIGNUP_PASSWORD_TEXTS),
  acceptContract: yup.boolean().default(false).oneOf([true], SIGNUP_TEXTS.contractRequired),
  acceptKvk: yup.boolean().default(false).oneOf([true], SIGNUP_TEXTS.kvkRequired),
  /** The referral link of /uyelik/uye-ol?r={link}; empty when none. */
  referral: yup
    .string()
    .default('')
    .max(REFERRAL_MAX, SIGNUP_TEXTS.referralInvalid)
    .matches(/^[A-Za-z0-9_-]*$/, SIGNUP_TEXTS.referralInvalid),
});

export type SignupInput = yup.InferType<typeof signupSchema>;

/** The form's schema: the same rules, the birth date as typed (gg.aa.yyyy); the form sends it as YYYY-MM-DD. */
export const signupFormSchema = signupSchema.shape({ birthDate: birthDateRule(birthDateInputError) });
