/**
 * JSON schemas of the membership calls (sign-up, forgot password, messages): types and sizes only, strict (no
 * extra fields). Presence, formats and the Turkish messages are the shared yup schemas' job.
 */
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const strict = <P extends Record<string, unknown>>(properties: P) => ({ type: 'object', additionalProperties: false, properties }) as const;

export const registerBody = strict({
  name: text(100),
  surname: text(100),
  citizenId: text(32),
  birthDate: text(32),
  username: text(64),
  email: text(320),
  mobilePhone: text(32),
  password: text(128),
  passwordAgain: text(128),
  acceptContract: { type: 'boolean' },
  acceptKvk: { type: 'boolean' },
  referral: text(128),
});

export const forgotPasswordBody = strict({ identifier: text(64), contact: text(320) });

export const resetPasswordBody = strict({
  identifier: text(64),
  contact: text(320),
  code: text(16),
  password: text(128),
  passwordAgain: text(128),
});

export const contactUsBody = strict({ name: text(200), email: text(320), subject: text(200), message: text(4000) });

export const memberMessageBody = strict({ subject: text(200), message: text(4000) });

export const outboxQuery = {
  type: 'object',
  properties: { limit: { type: 'string', pattern: '^[0-9]{1,3}$' } },
} as const;
