/** Campaign participation (spec section 7): a known campaign; taking part twice records once. */
import { CAMPAIGN_TEXTS, findCampaign, type Campaign, type CampaignParticipationAnswer } from '@shared/constants/campaigns';
import type { Db } from '../storage/db.port';
import { campaignParticipationsRepo } from '../storage/campaign-participations.repo';

export interface CampaignServiceDeps {
  db: Db;
  now: () => number;
}

export const createCampaignService = ({ db, now }: CampaignServiceDeps) => ({
  /** The campaign with this id, or undefined. */
  find: (id: number): Campaign | undefined => findCampaign(id),
  async participate(memberId: number, campaign: Campaign): Promise<CampaignParticipationAnswer> {
    const added = await campaignParticipationsRepo.add(db, memberId, campaign.id, new Date(now()));
    return added
      ? { IsSuccess: true, Code: 'PARTICIPATED', Message: CAMPAIGN_TEXTS.joined }
      : { IsSuccess: true, Code: 'ALREADY_PARTICIPATED', Message: CAMPAIGN_TEXTS.alreadyJoined };
  },
});
export type CampaignService = ReturnType<typeof createCampaignService>;
