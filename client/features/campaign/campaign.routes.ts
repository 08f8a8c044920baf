/**
 * The campaign area's lazy route module: its feature (slices and saga) and its page, loaded as one chunk by one import
 * (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { campaignSlice } from './campaign.slice';
import { campaignSaga } from './campaign.sagas';
export { CampaignPage } from './campaign-page';

export const feature: LazyFeature = { key: 'campaign', slices: [campaignSlice], saga: campaignSaga };
