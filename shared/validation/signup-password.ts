/**
 * The password rules of password.schema.ts (8-64 characters, a letter and a digit, not containing the username)
 * for forms where the username is a sibling field (sign-up) or unknown until the server looks the account up
 * (password reset), plus the repeat field. Sign-up sets a first password, so its empty and repeat messages say
 * 'Şifre' (SIGNUP_PASSWORD_TEXTS); a reset keeps the 'Yeni şifre' ones of the password change.
 */
import * as yup from './yup';
import { PASSWORD_RULES, PASSWORD_TEXTS, newPasswordRule } from './password.schema';

export const PASSWORD_LIMITS = PASSWORD_RULES;

/** The messages that name the field: empty password, empty repeat, the two differ. */
export interface PasswordFieldTexts {
  required: string;
  againRequired: string;
  mismatch: string;
}

export const NEW_PASSWORD_TEXTS: PasswordFieldTexts = {
  required: PASSWORD_TEXTS.newRequired,
  againRequired: PASSWORD_TEXTS.againRequired,
  mismatch: PASSWORD_TEXTS.mismatch,
};

export const SIGNUP_PASSWORD_TEXTS: PasswordFieldTexts = {
  required: 'Şifre alanı boş bırakılamaz.',
  againRequired: 'Şifre tekrar alanı boş bırakılamaz.',
  mismatch: 'Şifreler birbiriyle aynı olmalıdır.',
};

/** The rule's message for a new password, or null when it follows the rules. */
export const newPasswordError = (password: string, username = '', texts: PasswordFieldTexts = NEW_PASSWORD_TEXTS): string | null => {
  if (password === '') return texts.required;
  try {
    newPasswordRule.validateSync(password, { context: { username } });
    return null;
  } catch (e) {
    if (e instanceof yup.ValidationError) return e.message;
    throw e;
  }
};

export const newPasswordSchema = (usernameField?: string, texts: PasswordFieldTexts = NEW_PASSWORD_TEXTS) =>
  yup
    .string()
    .default('')
    .test('new-password', texts.required, function check(value) {
      const username = usernameField ? String((this.parent as Record<string, unknown>)[usernameField] ?? '') : '';
      const error = newPasswordError(value ?? '', username, texts);
      return error === null ? true : this.createError({ message: error });
    });

export const passwordAgainSchema = (passwordField: string, texts: PasswordFieldTexts = NEW_PASSWORD_TEXTS) =>
  yup
    .string()
    .default('')
    .required(texts.againRequired)
    .test('same', texts.mismatch, function check(value) {
      return value === (this.parent as Record<string, unknown>)[passwordField];
    });
