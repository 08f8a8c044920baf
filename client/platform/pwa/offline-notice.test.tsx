import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { formatTime } from '@shared/format/tr';
import { OfflineNotice } from './offline-notice';
import { offlineNoticeText } from './offline-notice-text';
import { makePwaStore } from './pwa.test-store';

// 14:05 in Istanbul (UTC+3) on 1 May 2025.
const AT = Date.UTC(2025, 4, 1, 11, 5);
const LATER_SAME_DAY = AT + 2 * 3_600_000;

describe('offlineNoticeText', () => {
  it('says nothing while online with a fresh program', () => {
    expect(offlineNoticeText(true, null, LATER_SAME_DAY)).toBeNull();
  });

  it('gives the cache time when offline', () => {
    expect(offlineNoticeText(false, AT, LATER_SAME_DAY)).toBe('Çevrimdışısınız. Bülten 14:05 itibarıyla gösteriliyor.');
  });

  it('names the day of a copy from an earlier day', () => {
    const twoDaysLater = AT + 2 * 86_400_000;
    expect(offlineNoticeText(false, AT, twoDaysLater)).toBe('Çevrimdışısınız. Bülten 1 Mayıs Perşembe 14:05 itibarıyla gösteriliyor.');
  });

  it('explains a cached program while the device still counts as online', () => {
    expect(offlineNoticeText(true, AT, LATER_SAME_DAY)).toBe('Sunucuya ulaşılamıyor. Bülten 14:05 itibarıyla gösteriliyor.');
  });

  it('copes with an unknown cache time and with no cached program', () => {
    expect(offlineNoticeText(false, 0, LATER_SAME_DAY)).toBe('Çevrimdışısınız. Bülten önceden kaydedilmiş haliyle gösteriliyor.');
    expect(offlineNoticeText(false, null, LATER_SAME_DAY)).toBe('Çevrimdışısınız. Bağlantı geri geldiğinde bülten güncellenecek.');
  });
});

describe('OfflineNotice', () => {
  const renderWith = (online: boolean, cachedAt: number | null) =>
    render(
      <Provider store={makePwaStore({ pwa: { online }, cachedAt }).store}>
        <OfflineNotice />
      </Provider>,
    );

  it('shows the time the shown program was cached, in a status region, and marks its odds not current', async () => {
    const cachedAt = Date.now() - 60_000;
    renderWith(false, cachedAt);
    await screen.findByText(/itibarıyla/);
    expect(screen.getByRole('status').textContent).toBe(
      `Çevrimdışısınız. Bülten ${formatTime(cachedAt)} itibarıyla gösteriliyor. Oranlar güncel değil.`,
    );
  });

  it('marks the odds not current online too when the program came from the cache', async () => {
    const cachedAt = Date.now() - 60_000;
    renderWith(true, cachedAt);
    await screen.findByText(/itibarıyla/);
    expect(screen.getByRole('status').textContent).toBe(
      `Sunucuya ulaşılamıyor. Bülten ${formatTime(cachedAt)} itibarıyla gösteriliyor. Oranlar güncel değil.`,
    );
  });

  it('keeps the status region empty while all is well', () => {
    renderWith(true, null);
    expect(screen.getByRole('status').childElementCount).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
