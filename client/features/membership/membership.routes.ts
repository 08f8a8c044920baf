/**
 * The membership area's lazy route module: its feature (slices and saga) and its pages, loaded as one chunk by one import
 * (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { membershipSlice } from './membership.slice';
import { membershipSaga } from './membership.sagas';
export { SignupPage } from './signup-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ContactUsPage } from './contact-us-page';
export { WriteMessagePage } from './write-message-page';

export const feature: LazyFeature = { key: 'membership', slices: [membershipSlice], saga: membershipSaga };
