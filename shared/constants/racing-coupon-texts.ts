/** Texts of a Ganyan coupon's card in Hesabım/Kuponlarım (CType 3). */
export const RACING_COUPON_TEXTS = {
  product: 'Ganyan',
  race: (hippodrome: string, raceNo: number) => `${hippodrome} ${raceNo}. Koşu`,
  couponNo: 'Kupon No',
  horse: 'At',
  odd: 'Oran',
  amount: 'Tutar',
  maxWinnings: 'Olası Kazanç',
  winnings: 'Kazanç',
  refund: 'İade',
  status: { open: 'Sonuç bekleniyor', won: 'Kazandı', lost: 'Kaybetti', refunded: 'İade edildi (Koşmaz)', cancelled: 'İptal edildi' },
  deduction: (percent: number) => `Koşmaz kesintisi: %${percent}`,
  openRace: 'Koşuya git',
  figures: 'Kupon bilgileri',
} as const;
