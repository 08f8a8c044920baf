/**
 * The ad-conversion image request after a login (spec section 7), only with ad consent and a transaction id other
 * than '0': an <img> load of the configured pixel (VITE_AD_CONVERSION_URL; by default the edge's own), carrying the
 * transaction id and a cache breaker, no referrer and nothing about the member.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { readCookie } from '../../lib/cookies';
import { DIAGNOSTICS_URLS } from '../../platform/diagnostics/diagnostics-urls';
import { NO_TRANSACTION, TRACKING_COOKIES as C } from './tracking.model';

/** Whether the ad conversion may be sent: ad consent given and a real transaction id. */
export const mayConvert = (consent: string | undefined, transactionId: string | undefined): transactionId is string =>
  consent === '1' && typeof transactionId === 'string' && transactionId !== '' && transactionId !== NO_TRANSACTION;

/** The ad-conversion image's address: the configured pixel with the transaction id and a cache breaker. */
export const adConversionUrl = (base: string, transactionId: string, rnd: number): string => {
  const url = new URL(base, window.location.href);
  url.searchParams.set('tid', transactionId);
  url.searchParams.set('rnd', String(rnd));
  return url.toString();
};

export const requestImage = (src: string): void => {
  const img = new Image(1, 1);
  img.referrerPolicy = 'no-referrer';
  img.src = src;
};

export function* trackLogin(): SagaIterator {
  const consent: string | undefined = yield call(readCookie, C.adConsent);
  const transactionId: string | undefined = yield call(readCookie, C.adTransactionId);
  if (!mayConvert(consent, transactionId)) return;
  yield call(requestImage, adConversionUrl(DIAGNOSTICS_URLS.adConversion, transactionId, Date.now()));
}
