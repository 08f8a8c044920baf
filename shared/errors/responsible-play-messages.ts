/**
 * Responsible play's Turkish texts shared by the edge and the client: the play refusals (codes of the coupon play
 * answer), the refusals and confirmations of the settings calls, and the names of the limits and periods.
 */
import type { ExclusionDuration, LimitKind, LimitPeriod } from '../protocol/responsible-play-api';

export const LIMIT_KIND_LABELS: Record<LimitKind, string> = { stake: 'Harcama limiti', loss: 'Kayıp limiti' };
export const LIMIT_PERIOD_LABELS: Record<LimitPeriod, string> = { day: 'Günlük', week: 'Haftalık', month: 'Aylık' };
/** "günlük harcama limitiniz" as the refusals say it. */
export const LIMIT_NAMES: Record<LimitKind, Record<LimitPeriod, string>> = {
  stake: { day: 'günlük harcama limitiniz', week: 'haftalık harcama limitiniz', month: 'aylık harcama limitiniz' },
  loss: { day: 'günlük kayıp limitiniz', week: 'haftalık kayıp limitiniz', month: 'aylık kayıp limitiniz' },
};
export const EXCLUSION_LABELS: Record<ExclusionDuration, string> = {
  '24h': '24 saat',
  '7d': '7 gün',
  '30d': '30 gün',
  permanent: 'Süresiz',
};

/** Refusals of a coupon play (Code of the play answer); {name}, {limit}, {remaining}, {until} are filled in. */
export const RESPONSIBLE_PLAY_REFUSALS = {
  STAKE_LIMIT_EXCEEDED:
    'Bu kupon {name} olan {limit} tutarını aşıyor. Bu dönem için kalan limitiniz {remaining}. Limitlerinizi Hesabım > Sorumlu Oyun sayfasından görebilirsiniz.',
  LOSS_LIMIT_EXCEEDED:
    'Bu kupon {name} olan {limit} tutarını aşıyor. Bu dönem için kalan limitiniz {remaining}. Limitlerinizi Hesabım > Sorumlu Oyun sayfasından görebilirsiniz.',
  SELF_EXCLUDED: 'Kendinizi oyundan uzaklaştırdığınız için {until} kupon oynayamazsınız. Kuponlarınızı ve bakiyenizi görebilirsiniz.',
} as const;
export type ResponsiblePlayRefusalCode = keyof typeof RESPONSIBLE_PLAY_REFUSALS;
export const EXCLUDED_UNTIL_TEXT = '{date} tarihine kadar';
export const EXCLUDED_PERMANENT_TEXT = 'süresiz olarak';

/** Answers of the settings calls. */
export const RESPONSIBLE_PLAY_MESSAGES = {
  limitApplied: 'Limitiniz kaydedildi ve hemen geçerli oldu.',
  limitRemovedNone: 'Kaldırılacak bir limitiniz bulunmuyor.',
  increaseRequested: 'Limit artışı talebiniz alındı. 24 saat sonra bu sayfadan onaylamanız gerekir; o zamana kadar mevcut limitiniz geçerlidir.',
  removalRequested: 'Limit kaldırma talebiniz alındı. 24 saat sonra bu sayfadan onaylamanız gerekir; o zamana kadar mevcut limitiniz geçerlidir.',
  changeConfirmed: 'Limit değişikliğiniz onaylandı ve geçerli oldu.',
  changeCancelled: 'Bekleyen limit değişikliğiniz iptal edildi.',
  reminderSaved: 'Oturum hatırlatma tercihiniz kaydedildi.',
  excluded: 'Kendinizi oyundan uzaklaştırma talebiniz kaydedildi. Bu süre içinde kupon oynayamazsınız.',
} as const;

export const RESPONSIBLE_PLAY_ERRORS = {
  NO_PENDING_CHANGE: 'Onay bekleyen bir limit değişikliğiniz bulunmuyor.',
  CHANGE_NOT_DUE: 'Limit değişikliğiniz {date} tarihinden sonra onaylanabilir.',
  LIMIT_OUT_OF_RANGE: 'Limit 1 TL ile 1.000.000 TL arasında tam lira olmalıdır.',
  EXCLUSION_CANNOT_SHORTEN: 'Süren bir uzaklaştırmanız var; süre kısaltılamaz veya erken kaldırılamaz. Yalnızca daha uzun bir süre seçebilirsiniz.',
} as const;
export type ResponsiblePlayErrorCode = keyof typeof RESPONSIBLE_PLAY_ERRORS;
