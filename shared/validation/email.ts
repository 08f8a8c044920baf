/**
 * E-mail rules of spec section 5: empty, then the product's own company domains (refused case-insensitively, one
 * message per domain), then the general pattern (letters, digits, underscore, hyphen and dots, an @, a domain,
 * a final extension of 2 to 4 letters).
 */
import * as yup from './yup';

export { normalizeEmail } from '../format/contact';

/** The product's own company domains: addresses there cannot be saved as a member's contact. */
export const OWN_COMPANY_DOMAINS = ['iddaa.com', 'kupondas.com.tr'] as const;
export type OwnCompanyDomain = (typeof OWN_COMPANY_DOMAINS)[number];

export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_TEXTS = {
  empty: 'E-posta adresinizi girmelisiniz.',
  invalid: 'Geçerli bir e-posta adresi giriniz.',
  ownDomain: {
    'iddaa.com': 'iddaa.com uzantılı e-posta adresi kaydedilemez.',
    'kupondas.com.tr': 'kupondas.com.tr uzantılı e-posta adresi kaydedilemez.',
  } satisfies Record<OwnCompanyDomain, string>,
} as const;

export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[A-Za-z]{2,4}$/;

/** The own domain an address ends with (the domain itself or a subdomain of it), or null. */
export const ownCompanyDomainOf = (address: string): OwnCompanyDomain | null => {
  const v = address.trim().toLowerCase();
  return OWN_COMPANY_DOMAINS.find((d) => v.endsWith(`@${d}`) || v.endsWith(`.${d}`)) ?? null;
};

/** The spec's message for a typed address, or null when it may be saved. */
export const emailError = (raw: string | null | undefined): string | null => {
  const v = (raw ?? '').trim();
  if (v === '') return EMAIL_TEXTS.empty;
  const own = ownCompanyDomainOf(v);
  if (own) return EMAIL_TEXTS.ownDomain[own];
  if (v.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(v)) return EMAIL_TEXTS.invalid;
  return null;
};


export const emailSchema = yup
  .string()
  .default('')
  .test('email', EMAIL_TEXTS.empty, function check(value) {
    const error = emailError(value);
    return error === null ? true : this.createError({ message: error });
  });
