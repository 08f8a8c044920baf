/** Horse racing's Turkish texts: play refusals and the data provider's statistics notice (spec section 8). */
import type { RacingRefusalCode } from '../protocol/racing-api';

export const RACING_REFUSALS: Record<RacingRefusalCode, string> = {
  RACE_NOT_FOUND: 'Koşu bulunamadı.',
  RACE_NOT_OPEN: 'Bu koşu henüz oyuna açılmadı. Koşular başlangıçtan 20 dakika önce açılır.',
  RACE_CLOSED: 'Bu koşu başladı, oyuna kapandı.',
  HORSE_NOT_FOUND: 'Seçtiğiniz at bu koşuda yok.',
  HORSE_WITHDRAWN: 'Seçtiğiniz at koşmaz; oynanamaz.',
  MIN_STAKE: 'Ganyan kuponu en az 10,00 TL olmalıdır.',
  MAX_STAKE: 'Bir Ganyan kuponu en fazla 10.000,00 TL olabilir.',
  ODDS_CHANGED: 'Oran değişti. Yeni oranla oynamak için onaylayınız.',
  INSUFFICIENT_BALANCE: 'Yetersiz Bakiye',
  IDEMPOTENCY_CONFLICT: 'Bu istek başka bir kupon için kullanıldı.',
  SELF_EXCLUDED: 'Kendinizi oyundan uzaklaştırdınız.',
  STAKE_LIMIT_EXCEEDED: 'Oyun limitinizi aşıyorsunuz.',
  LOSS_LIMIT_EXCEEDED: 'Kayıp limitinizi aşıyorsunuz.',
};

/** What the data provider says when a meeting's statistics (last results) cannot be served. */
export const RACING_STATISTICS_NOTICE = 'Bu hipodromun at istatistikleri veri sağlayıcısından şu an alınamıyor. Son yarış bilgileri daha sonra gösterilecektir.';
