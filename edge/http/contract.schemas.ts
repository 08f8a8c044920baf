/** JSON schemas of the contract calls. */
export const signBody = {
  type: 'object',
  additionalProperties: false,
  required: ['hdnCid', 'hdnReturnUrl', 'checkKVK', 'checkSPD', 'chkV5'],
  properties: {
    hdnCid: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    hdnReturnUrl: { type: 'string', maxLength: 2048 },
    checkKVK: { type: 'boolean' },
    checkSPD: { type: 'boolean' },
    chkV5: { type: 'boolean' },
  },
} as const;

export const acceptQuery = {
  type: 'object',
  required: ['contractId'],
  properties: { contractId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;
