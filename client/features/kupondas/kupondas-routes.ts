/**
 * Everything the Kupondaş routes load, in one chunk behind one dynamic import (app/lazy-routes.ts): the pages and
 * the feature (slices and saga) they start. One import site keeps the entry bundle's share of the area to a few
 * bytes; the pages are small and usually visited together.
 */
import type { LazyFeature } from '../../app/feature-injector';
import { commentsSlice } from './comments.slice';
import { feedSlice } from './feed.slice';
import { kupondasSaga } from './kupondas.sagas';
import { leadersSlice } from './leaders.slice';
import { profileSlice } from './profile.slice';

export { KupondasPage } from './kupondas-page';
export { LeadersPage } from './leaders-page';
export { ProfilePage } from './profile-page';
export { UnderConstructionPage } from './under-construction-page';

export const feature: LazyFeature = {
  key: 'kupondas',
  slices: [feedSlice, profileSlice, leadersSlice, commentsSlice],
  saga: kupondasSaga,
};
