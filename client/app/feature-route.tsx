/**
 * A lazy route's component that starts its feature (slices and saga) in the page's store before the page renders,
 * so the page's first dispatch already finds its saga running. Stores without an injector (unit tests' stores,
 * which inject what they need themselves) render the page as it is.
 */
import type { ComponentType } from 'react';
import { useStore } from 'react-redux';
import type { InjectFeature, LazyFeature } from './feature-injector';

export const withFeature = (feature: LazyFeature, Page: ComponentType) =>
  function FeatureRoute() {
    const store = useStore() as { injectFeature?: InjectFeature };
    store.injectFeature?.(feature);
    return <Page />;
  };
