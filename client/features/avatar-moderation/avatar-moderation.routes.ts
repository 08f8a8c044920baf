/**
 * The avatar-moderation area's lazy route module: its feature (slices and saga) and its page, loaded as one chunk by one import
 * (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { avatarModerationSlice } from './avatar-moderation.slice';
import { avatarModerationSaga } from './avatar-moderation.sagas';
export { AvatarModerationPage } from './avatar-moderation-page';

export const feature: LazyFeature = { key: 'avatar-moderation', slices: [avatarModerationSlice], saga: avatarModerationSaga };
