/** JSON schemas of the cookie bar and cancellation calls. */
export const memberIdQuery = {
  type: 'object',
  required: ['memberId'],
  properties: { memberId: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
} as const;
