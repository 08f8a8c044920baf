/** JSON schemas of the site calls (strict bodies: no extra properties, no type coercion). */
export const viewQuery = {
  type: 'object',
  required: ['view'],
  properties: { view: { type: 'string', enum: ['fixed', 'mobile'] } },
} as const;

export const betDetailBody = {
  type: 'object',
  additionalProperties: false,
  required: ['MatchDate', 'CbsProviderId', 'Code', 'SportId', 'Bid', 'NevId'],
  properties: {
    MatchDate: { type: 'string', maxLength: 64 },
    CbsProviderId: { type: 'integer' },
    Code: { type: 'integer', minimum: 0 },
    SportId: { type: 'integer' },
    Bid: { type: 'string', maxLength: 32 },
    NevId: { type: 'integer', minimum: 0 },
  },
} as const;
