/** Texts of the site's accessibility aids: the skip links and the spoken coupon notices (Sesli bildirimler). */
export const SKIP_LINK_TEXTS = {
  coupon: 'Kupona geç',
  content: 'İçeriğe geç',
  group: 'Hızlı geçiş',
} as const;

export const ANNOUNCE_TEXTS = {
  region: 'Sesli bildirimler',
  switchLabel: 'Sesli bildirimler',
  switchHint: 'Kupondaki değişiklikleri ekran okuyucuya bildirir.',
  added: (event: string, pick: string, odd: string) => `Kupona eklendi: ${event}, ${pick}, oran ${odd}.`,
  removed: (event: string) => `Kupondan çıkarıldı: ${event}.`,
  cleared: 'Kupon temizlendi.',
  oddChanged: (event: string, from: string, to: string) => `Oran değişti: ${event}, ${from} yerine ${to}.`,
  locked: (event: string) => `Bahis kapandı: ${event}.`,
  liveStarted: (event: string) => `Maç başladı: ${event}.`,
  score: (event: string, home: number, away: number) => `${event}: skor ${home} - ${away}.`,
  played: (couponNo: string) => `Kuponunuz oynandı. Kupon numarası ${couponNo}.`,
  more: (n: number) => `ve ${n} değişiklik daha.`,
} as const;
