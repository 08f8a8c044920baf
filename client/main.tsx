/** Entry: the store (sagas running), the router, service-worker registration (loaded on demand). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { makeStore } from './app/store';
import { createAppRouter } from './app/router';
import { createNavigation } from './platform/session/navigation';
import { createSwBridgeSlot } from './platform/pwa/sw-bridge';
// Inter, self-hosted: only the weights the tokens use and only the latin and latin-ext subsets (Turkish ı İ ş ğ).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-700.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/menu.css';
import './styles/program.css';
import './styles/program-detail.css';
import './styles/program-pages.css';

// The router first: the store's sagas navigate with it (saga context), and nothing in the router needs the store.
const router = createAppRouter();
const swBridge = createSwBridgeSlot();
const store = makeStore(undefined, { context: { navigation: createNavigation((to, opts) => router.navigate(to, opts)), swBridge } });
// workbox-window loads after the first render, outside the entry chunk: registration waits for the page's load anyway.
void import('./platform/pwa/pwa-register').then(({ registerServiceWorker }) => registerServiceWorker(store, { bridgeSlot: swBridge }));

const root = document.getElementById('root');
if (!root) throw new Error('root element missing');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
