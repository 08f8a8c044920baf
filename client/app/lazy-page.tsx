/**
 * A route element whose page loads with its route (React.lazy, under the layout's Suspense). A failed load (offline)
 * is not kept: the next visit of the route loads the page again.
 */
import { lazy, type ComponentType, type ReactElement } from 'react';

export type PageModule = () => Promise<{ Component: ComponentType }>;

export const lazyPage = (load: PageModule): ReactElement => {
  const make = () =>
    lazy(() =>
      load().then(
        ({ Component }) => ({ default: Component }),
        (error: unknown) => {
          Page = make();
          throw error;
        },
      ),
    );
  let Page = make();
  function LazyPage() {
    return <Page />;
  }
  return <LazyPage />;
};
