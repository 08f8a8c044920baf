/**
 * Phone and e-mail as stored and shown: plain string functions with no schema library, so code that only formats a
 * contact (the verification workers, loaded at idle) does not bring yup with it. The validation rules and their
 * texts are in shared/validation/phone.ts and email.ts, which re-export these.
 */
import { LIMITS } from '../constants/business';

/** Strips the mask's characters and one leading 0: "0(532) 123 45 67" -> "5321234567". */
export const normalizePhone = (raw: string): string => raw.replace(/[()_\s]/g, '').replace(/^0/, '');

/** The national number shown as the mask draws it: "5321234567" -> "0(532) 123 45 67". */
export const formatPhone = (digits: string): string => {
  const d = digits.padEnd(LIMITS.phoneDigits, '_');
  return `0(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8, 10)}`;
};

/** Masked for display where the number is only confirmed: "0(532) xxx xx 67". */
export const maskedPhone = (digits: string): string => `0(${digits.slice(0, 3)}) xxx xx ${digits.slice(8, 10)}`;

/** The stored form: trimmed and lower-cased, so one address is one address whatever its case. */
export const normalizeEmail = (raw: string): string => raw.trim().toLowerCase();
