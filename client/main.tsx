/** Entry: the store (sagas running), the routes in a browser router, service-worker registration (loaded on demand). */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { makeStore } from './app/store';
import { AppRoutes } from './app/router';
import { createNavigateSlot, NavigateBridge } from './app/navigate-bridge';
import { RouteNavigateProvider } from './components/ui/route-link';
import { createNavigation } from './platform/session/navigation';
import { createSwBridgeSlot } from './platform/pwa/sw-bridge';
import { awaitFirstRender, pageIdle } from './lib/page-idle';
import { warmFormatters } from '@shared/format/tr';
import { takeOffsetSpan } from './lib/offset-span';
// Inter, self-hosted: the three weights the tokens use, cut to the characters Turkish pages use (fonts.css).
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/menu.css';
import './styles/program.css';
import './styles/odds.css';
import './styles/program-detail.css';
import './styles/program-pages.css';

// Code deferred to the page's first idle moment waits for the first render too (lib/page-idle.ts).
awaitFirstRender();
// Days and times from the edge's offset span: no ICU on the first load (shared/time/istanbul.ts).
const spanTaken = takeOffsetSpan();

// The store's sagas navigate with the router's navigate, which NavigateBridge hands over once the router mounts.
const navigateSlot = createNavigateSlot();
const swBridge = createSwBridgeSlot();
const store = makeStore(undefined, { context: { navigation: createNavigation(navigateSlot.navigate), swBridge }, deferSagas: true });

/**
 * The start in short tasks rather than one long one, so the page answers input in between (a phone's first load:
 * Lighthouse's TBT): this one evaluates the modules; without the edge's offset span, the next makes the Intl date
 * formatters (ICU's data loads with the first one; with the span, the first page makes none); the next two start
 * the sagas, the listeners then the starters (app/root-saga.ts; their first calls pick up what the boot script
 * preloaded); the next asks React for the first render. That render is a transition, so React renders it in slices
 * of a few ms with the main thread free in between, not in one task. No component mounts before the sagas run, so no action of a first render is missed.
 */
if (!spanTaken) setTimeout(() => warmFormatters(Date.now()), 0);
setTimeout(() => {
  store.startSagas((starters) => setTimeout(starters, 0));
  setTimeout(render, 0);
}, 0);

function render(): void {
  const el = document.getElementById('root');
  if (!el) throw new Error('root element missing');
  const root = createRoot(el);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <BrowserRouter>
            <NavigateBridge register={navigateSlot.register} />
            <RouteNavigateProvider value={navigateSlot.navigate}>
              <AppRoutes />
            </RouteNavigateProvider>
          </BrowserRouter>
        </Provider>
      </StrictMode>,
    ),
  );
  // The service worker (and workbox-window, outside the entry chunk) waits for the page's first idle moment: its
  // install precaches every chunk, which on a first visit took the network and a CPU core from the first page's
  // data and render (about 0.7 s of the worker thread's CPU in Lighthouse's load).
  void pageIdle()
    .then(() => import('./platform/pwa/pwa-register'))
    .then(({ registerServiceWorker }) => registerServiceWorker(store, { bridgeSlot: swBridge }));
}
