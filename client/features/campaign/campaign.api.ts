/** Campaign participation: GET /forms/Campaigns/CampaignV2Participate.aspx?REQ=ASNYC&CID={id} (spec section 7). */
import { CAMPAIGN_API, type CampaignParticipationAnswer } from '@shared/constants/campaigns';
import { apiGet, type ApiResult } from '../../platform/api/api-client';

export const participateInCampaign = (id: number): Promise<ApiResult<CampaignParticipationAnswer>> =>
  apiGet<CampaignParticipationAnswer>(CAMPAIGN_API.participate, { REQ: CAMPAIGN_API.asyncRequest, CID: id });
