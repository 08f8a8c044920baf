/**
 * Starts a lazily loaded feature in a store: injects its slices into the root reducer and runs its saga, at most
 * once per store and feature key, however often its route renders (StrictMode renders twice).
 */
import type { Slice } from '@reduxjs/toolkit';
import type { Saga, SagaMiddleware } from 'redux-saga';

export interface LazyFeature {
  /** One name per feature; pages of the same feature share it, so its saga starts once. */
  key: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- slices of any state shape
  slices: Slice<any, any, string>[];
  saga?: Saga;
}

export type InjectFeature = (feature: LazyFeature) => void;

/** A store's injector; `injectSlice` is the root reducer's `inject`, shared by every store of the page. */
export const createFeatureInjector = (
  injectSlice: (slice: LazyFeature['slices'][number]) => void,
  /** null: a test store that runs no sagas; slices are still injected. */
  saga: SagaMiddleware | null,
): InjectFeature => {
  const started = new Set<string>();
  return (feature) => {
    feature.slices.forEach(injectSlice);
    if (!saga || !feature.saga || started.has(feature.key)) return;
    started.add(feature.key);
    saga.run(feature.saga);
  };
};
