/** Entry: the store (sagas running), the router, service-worker registration. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { makeStore } from './app/store';
import { createAppRouter } from './app/router';
import { registerNavigate } from './features/session/navigation';
import { registerServiceWorker } from './features/pwa/pwa-register';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/menu.css';
import './styles/program.css';
import './styles/program-detail.css';
import './styles/program-pages.css';

const store = makeStore();
const router = createAppRouter();
registerNavigate((to, opts) => router.navigate(to, opts));
registerServiceWorker(store);

const root = document.getElementById('root');
if (!root) throw new Error('root element missing');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
