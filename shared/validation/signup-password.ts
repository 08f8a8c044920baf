/**
 * The password rules of password.schema.ts (8-64 characters, a letter and a digit, not containing the username)
 * for forms where the username is a sibling field (sign-up) or unknown until the server looks the account up
 * (password reset), plus the repeat field.
 */
import * as yup from 'yup';
import { PASSWORD_RULES, PASSWORD_TEXTS, newPasswordRule } from './password.schema';

export const PASSWORD_LIMITS = PASSWORD_RULES;

/** The rule's message for a new password, or null when it follows the rules. */
export const newPasswordError = (password: string, username = ''): string | null => {
  try {
    newPasswordRule.validateSync(password, { context: { username } });
    return null;
  } catch (e) {
    if (e instanceof yup.ValidationError) return e.message;
    throw e;
  }
};

export const newPasswordSchema = (usernameField?: string) =>
  yup
    .string()
    .default('')
    .test('new-password', PASSWORD_TEXTS.newRequired, function check(value) {
      const username = usernameField ? String((this.parent as Record<string, unknown>)[usernameField] ?? '') : '';
      const error = newPasswordError(value ?? '', username);
      return error === null ? true : this.createError({ message: error });
    });

export const passwordAgainSchema = (passwordField: string) =>
  yup
    .string()
    .default('')
    .required(PASSWORD_TEXTS.againRequired)
    .test('same', PASSWORD_TEXTS.mismatch, function check(value) {
      return value === (this.parent as Record<string, unknown>)[passwordField];
    });
