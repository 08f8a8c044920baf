/**
 * The campaign participation call's path (spec section 7), apart from the campaign catalogue (campaigns.ts): the
 * entry's forced-answer interceptor needs the path, and the catalogue and texts load with the campaign page.
 */
export const CAMPAIGN_API = {
  participate: '/forms/Campaigns/CampaignV2Participate.aspx',
  /** The REQ value of an asynchronous (JSON) participation. */
  asyncRequest: 'ASNYC',
} as const;
