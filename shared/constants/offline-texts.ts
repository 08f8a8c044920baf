/**
 * What the site says when it cannot vouch for what it shows: odds not current (offline, or the program answered
 * from the service-worker cache) and why 'Hemen Oyna' waits. The offline queue's texts: offline-queue-texts.ts
 * (apart, so the first page's code does not carry them).
 */
export const ODDS_STALE_TEXTS = {
  /** The mark on odds shown without a live connection. */
  oddsStale: 'Oranlar güncel değil.',
  /** Beside the disabled 'Hemen Oyna', and the answer to a play asked for anyway. */
  playWaits: 'Oranlar güncel değil. Bağlantı geri geldiğinde kuponunuzu oynayabilirsiniz.',
} as const;
