/** JSON schemas of the contact-verification calls (/Member/*); the contact rules themselves are checked by the service. */
const PHONE = { type: 'string', maxLength: 32 } as const;
const EMAIL = { type: 'string', maxLength: 254 } as const;
const CODE = { type: 'string', maxLength: 16 } as const;
const TYPE = { anyOf: [{ type: 'string', enum: ['1', '2', '99'] }, { type: 'integer', enum: [1, 2, 99] }] } as const;

export const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: TYPE,
    isNoticed: { type: 'boolean' },
    activationCodeSent: { type: 'boolean' },
    isClosed: { type: 'boolean' },
    isVerified: { type: 'boolean' },
  },
} as const;

export const phoneBody = { type: 'object', additionalProperties: false, required: ['mobilePhone'], properties: { mobilePhone: PHONE } } as const;
export const emailBody = { type: 'object', additionalProperties: false, required: ['email'], properties: { email: EMAIL } } as const;

export const checkPhoneBody = {
  type: 'object',
  additionalProperties: false,
  required: ['mobilePhone', 'activationCode'],
  properties: { mobilePhone: PHONE, activationCode: CODE, isUndefinedMobilePhone: { type: 'boolean' } },
} as const;

export const checkEmailBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'activationCode'],
  properties: { email: EMAIL, activationCode: CODE },
} as const;
