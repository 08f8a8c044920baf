/** JSON schema of the campaign participation call. */
import { CAMPAIGN_API } from '@shared/constants/campaigns';

export const participateQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['REQ', 'CID'],
  properties: {
    REQ: { type: 'string', enum: [CAMPAIGN_API.asyncRequest] },
    CID: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
  },
} as const;
