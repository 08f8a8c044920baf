/** The notice host with its feature (slice and saga), started in the store when the layout first renders it. */
import { withFeature } from '../../app/feature-route';
import { NoticeHost } from './notice-host';
import { noticesSaga } from './notices.sagas';
import { noticesSlice } from './notices.slice';

export const NoticeHostFeature = withFeature({ key: 'notices', slices: [noticesSlice], saga: noticesSaga }, NoticeHost);
