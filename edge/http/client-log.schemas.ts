/** JSON schema of a client error report: known fields, bounded lengths. */
import { CLIENT_LOG } from '@shared/constants/business';
import { CLIENT_LOG_FIELD_MAX, CLIENT_LOG_LEVELS } from '@shared/constants/client-log';

const text = (maxLength: number) => ({ type: 'string', maxLength });

export const clientLogBody = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'level'],
  properties: {
    message: { type: 'string', minLength: 1, maxLength: CLIENT_LOG.maxMessageLength },
    level: { type: 'string', enum: [...CLIENT_LOG_LEVELS] },
    url: text(CLIENT_LOG_FIELD_MAX.url),
    data: text(CLIENT_LOG_FIELD_MAX.data),
    stack: text(CLIENT_LOG_FIELD_MAX.stack),
    callsite: text(CLIENT_LOG_FIELD_MAX.callsite),
    machineName: text(CLIENT_LOG_FIELD_MAX.machineName),
  },
} as const;
