/** JSON schema of the keep-alive ping. */
export const persistMeQuery = {
  type: 'object',
  required: ['action'],
  properties: { action: { type: 'string', maxLength: 32 }, rnd: { type: 'string', maxLength: 64 } },
} as const;
