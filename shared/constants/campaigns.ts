/**
 * Campaigns (spec section 7: GET /forms/Campaigns/CampaignV2Participate.aspx?REQ=ASNYC&CID={id}) and the campaign
 * page (ROUTES.campaign) with its login form. The catalogue is data both sides read: the page shows it, the edge
 * refuses unknown ids.
 */

import { CAMPAIGN_API } from './campaign-api';

export { CAMPAIGN_API };

export const campaignParticipateUrl = (id: number): string =>
  `${CAMPAIGN_API.participate}?REQ=${CAMPAIGN_API.asyncRequest}&CID=${id}`;

export interface Campaign {
  id: number;
  title: string;
  description: string;
}

export const CAMPAIGNS: readonly Campaign[] = [
  {
    id: 1,
    title: 'Hafta Sonu Kupon Kampanyası',
    description: 'Kampanyaya katılın, hafta sonu oynadığınız kuponlarla çekiliş hakkı kazanın.',
  },
  {
    id: 2,
    title: 'Canlı Bahis Kampanyası',
    description: 'Canlı bahis kuponlarınızla kampanya puanı toplayın.',
  },
];

export const findCampaign = (id: number): Campaign | undefined => CAMPAIGNS.find((c) => c.id === id);

export type CampaignParticipationCode = 'PARTICIPATED' | 'ALREADY_PARTICIPATED';

export interface CampaignParticipationAnswer {
  IsSuccess: true;
  Code: CampaignParticipationCode;
  Message: string;
}

export const CAMPAIGN_TEXTS = {
  join: 'Katıl',
  joined: 'Kampanyaya katıldınız.',
  alreadyJoined: 'Bu kampanyaya daha önce katıldınız.',
  loginToJoin: 'Kampanyaya katılmak için üye girişi yapınız.',
  loginArea: 'Kampanya üye girişi',
  notMember: 'Üye değil misiniz?',
  signUp: 'Üye Ol',
  notFound: 'Kampanya bulunamadı.',
  failed: 'Kampanyaya katılım sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.',
} as const;
