/**
 * The web app manifest (Turkish), used by the PWA build. Icons: scripts/make-icons.mjs; the shortcuts' icons and the
 * screenshots of the real site (phone and desktop): scripts/make-pwa-images.ts. All are committed under client/public.
 */
import { ROUTES } from './routes.ts';

export const pwaManifest = {
  name: 'iddaa Kupondaş',
  short_name: 'iddaa',
  description: 'Sabit oranlı iddaa bülteni, kupon oluşturma ve Kupondaş kupon paylaşımı.',
  lang: 'tr',
  dir: 'ltr' as const,
  start_url: '/iddaa',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  background_color: '#0b3d2e',
  theme_color: '#0b3d2e',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Canlı Bahis',
      short_name: 'Canlı',
      description: 'Canlı maçlar ve anlık oranlar',
      url: ROUTES.live,
      icons: [{ src: '/icons/shortcut-live-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Kuponlarım',
      short_name: 'Kuponlarım',
      description: 'Oynadığınız kuponlar ve sonuçları',
      url: ROUTES.myCoupons,
      icons: [{ src: '/icons/shortcut-coupons-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/program-phone.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow' as const,
      label: 'Futbol bülteni ve kupon, telefonda',
    },
    {
      src: '/screenshots/program-desktop.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide' as const,
      label: 'Futbol bülteni ve Kuponum, masaüstünde',
    },
  ],
};
