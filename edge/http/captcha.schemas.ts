/** JSON schema of the captcha verification call. */
const TOKEN_TEXT = '^[A-Za-z0-9_-]{16,64}$';

export const verifyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['CacheKey', 'ValueHash', 'SecurityCode'],
  properties: {
    CacheKey: { type: 'string', pattern: TOKEN_TEXT },
    ValueHash: { type: 'string', pattern: TOKEN_TEXT },
    SecurityCode: { type: 'string', maxLength: 32 },
  },
} as const;
