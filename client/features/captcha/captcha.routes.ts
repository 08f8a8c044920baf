/**
 * The captcha area's lazy route module: its feature (slices and saga) and its pages, loaded as one chunk by one import
 * (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { captchaSlice } from './captcha.slice';
import { captchaSaga } from './captcha.sagas';
export { LoginCaptchaPage } from './login-captcha-page';
export { VerificationPage } from './verification-page';

export const feature: LazyFeature = { key: 'captcha', slices: [captchaSlice], saga: captchaSaga };
