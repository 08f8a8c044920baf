/**
 * Password rules (used by the forced password change, and by any form that sets a password): 8 to 64
 * characters, at least one letter and one digit, not containing the username, not the current password.
 * The username and the current password come in through yup's context, so one schema serves client and edge.
 */
import * as yup from './yup';

export const PASSWORD_RULES = { min: 8, max: 64 } as const;

export const PASSWORD_TEXTS = {
  currentLabel: 'Mevcut Şifre',
  newLabel: 'Yeni Şifre',
  againLabel: 'Yeni Şifre (Tekrar)',
  currentRequired: 'Mevcut şifre alanı boş bırakılamaz.',
  newRequired: 'Yeni şifre alanı boş bırakılamaz.',
  againRequired: 'Yeni şifre tekrar alanı boş bırakılamaz.',
  tooShort: `Şifreniz en az ${PASSWORD_RULES.min} karakter olmalıdır.`,
  tooLong: `Şifreniz en fazla ${PASSWORD_RULES.max} karakter olmalıdır.`,
  needsLetter: 'Şifreniz en az bir harf içermelidir.',
  needsDigit: 'Şifreniz en az bir rakam içermelidir.',
  containsUsername: 'Şifreniz kullanıcı adınızı içeremez.',
  sameAsCurrent: 'Yeni şifreniz mevcut şifrenizle aynı olamaz.',
  mismatch: 'Yeni şifreler birbiriyle aynı olmalıdır.',
  rulesHint: `Şifreniz ${PASSWORD_RULES.min}-${PASSWORD_RULES.max} karakter olmalı, en az bir harf ve bir rakam içermeli, kullanıcı adınızı içermemelidir.`,
} as const;

export interface PasswordContext {
  /** The member's username; a password containing it (any case) is refused. */
  username?: string;
}

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
/** Both case mappings: in Turkish 'I' lowers to 'ı', so 'SIFRE' contains 'sifre' only under the plain mapping. */
const contains = (text: string, part: string): boolean =>
  text.toLocaleLowerCase('tr-TR').includes(part.toLocaleLowerCase('tr-TR')) || text.toLowerCase().includes(part.toLowerCase());

/** The new password's own rules (without the repeat field). */
export const newPasswordRule = yup
  .string()
  .required(PASSWORD_TEXTS.newRequired)
  .min(PASSWORD_RULES.min, PASSWORD_TEXTS.tooShort)
  .max(PASSWORD_RULES.max, PASSWORD_TEXTS.tooLong)
  .matches(LETTER, PASSWORD_TEXTS.needsLetter)
  .matches(DIGIT, PASSWORD_TEXTS.needsDigit)
  .test('no-username', PASSWORD_TEXTS.containsUsername, (value, ctx) => {
    const username = (ctx.options.context as PasswordContext | undefined)?.username?.trim();
    return !value || !username || !contains(value, username);
  });

export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().required(PASSWORD_TEXTS.currentRequired).max(128),
  newPassword: newPasswordRule.test('not-current', PASSWORD_TEXTS.sameAsCurrent, (value, ctx) => value !== ctx.parent.currentPassword),
  newPasswordAgain: yup
    .string()
    .required(PASSWORD_TEXTS.againRequired)
    .oneOf([yup.ref('newPassword')], PASSWORD_TEXTS.mismatch),
});
export type PasswordChangeInput = yup.InferType<typeof passwordChangeSchema>;
