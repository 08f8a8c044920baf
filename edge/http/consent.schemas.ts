/** JSON schemas of the consent calls and the member api's contact permissions. */
const POPUP_PAGE = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9/_.?=&-]+$' } as const;

export const consentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['allowContact', 'personalDataProtection', 'popupPage'],
  properties: { allowContact: { type: 'boolean' }, personalDataProtection: { type: 'boolean' }, popupPage: POPUP_PAGE },
} as const;

export const popupLogBody = { type: 'object', additionalProperties: false, required: ['popupPage'], properties: { popupPage: POPUP_PAGE } } as const;

export const permissionsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['smsAllowed', 'phoneAllowed', 'emailAllowed'],
  properties: { smsAllowed: { type: 'boolean' }, phoneAllowed: { type: 'boolean' }, emailAllowed: { type: 'boolean' } },
} as const;
