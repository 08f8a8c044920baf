/** JSON schemas of the forced-state pages' calls: types and sizes only; the Turkish rules are the shared yup schema's. */
const PASSWORD_TEXT = { type: 'string', maxLength: 128 } as const;

export const changePasswordBody = {
  type: 'object',
  additionalProperties: false,
  required: ['currentPassword', 'newPassword', 'newPasswordAgain'],
  properties: { currentPassword: PASSWORD_TEXT, newPassword: PASSWORD_TEXT, newPasswordAgain: PASSWORD_TEXT },
} as const;

export const saveProfessionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['professionId'],
  properties: { professionId: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
} as const;
