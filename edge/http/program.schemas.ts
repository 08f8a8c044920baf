/** JSON schemas of the bet program calls: query values arrive as strings, matched by pattern, parsed by the route. */
const INT_TEXT = '^-?[0-9]{1,9}$';
const CODE_TEXT = '^[0-9]{1,12}$';

export const sportProgramQuery = {
  type: 'object',
  required: ['sportId'],
  properties: { sportId: { type: 'string', pattern: INT_TEXT } },
} as const;

export const eventDetailQuery = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: CODE_TEXT } },
} as const;
