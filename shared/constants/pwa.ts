/** The web app manifest (Turkish), used by the PWA build. */
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
};
