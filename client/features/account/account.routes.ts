/**
 * The account area's lazy route module: its feature (slices and saga) and its page, loaded as one chunk by one import
 * (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { accountSlice } from './account.slice';
import { accountSaga } from './account.sagas';
export { AccountPage } from './account-page';

export const feature: LazyFeature = { key: 'account', slices: [accountSlice], saga: accountSaga };
