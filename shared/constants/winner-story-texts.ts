/** Texts of the winner story form on /kazandirdiklarimiz (its server refusals are RAFFLE_MESSAGES). */
import { STORY_LIMITS } from './notices';

export const WINNER_STORY_TEXTS = {
  heading: 'Kazanç Hikâyeni Paylaş',
  intro: 'Kazanan kuponunuzu seçin, hikâyenizi yazın. Onay verirseniz hikâyeniz adınız maskelenerek Kazanan Hikâyeleri arasında yayımlanır.',
  visitorHint: 'Kazanan kuponunuzun hikâyesini paylaşmak için giriş yapınız.',
  login: 'Giriş Yap ve Paylaş',
  coupon: 'Kazanan kuponunuz',
  couponPlaceholder: 'Kupon seçiniz',
  couponOption: (couponNo: string, winnings: string, day: string) => `${couponNo} · ${winnings} ikramiye · ${day}`,
  couponRequired: 'Lütfen hikâyesini paylaşmak istediğiniz kuponu seçiniz.',
  noCoupons: 'Hikâye paylaşabileceğiniz sonuçlanmış kazanan bir kuponunuz henüz yok.',
  story: 'Hikâyeniz',
  storyHelp: (count: number) => `${STORY_LIMITS.minChars}-${STORY_LIMITS.maxChars} karakter (${count}/${STORY_LIMITS.maxChars})`,
  consent: 'Hikâyemin adım maskelenerek sitede yayımlanmasına izin veriyorum.',
  consentHelp: 'Onayınızı istediğiniz zaman hikâyenizi kaldırarak geri alabilirsiniz.',
  send: 'Hikâyemi Gönder',
  sent: 'Teşekkürler! Hikâyeniz Kazanan Hikâyeleri arasında yayımlandı.',
  published: 'Yayımlanan hikâyeniz',
  replaceHint: 'Yeni gönderdiğiniz metin yayımlanan hikâyenizin yerini alır.',
  withdraw: 'Hikâyemi kaldır',
  withdrawn: 'Hikâyeniz kaldırıldı; artık sitede gösterilmiyor.',
  loadError: 'Kuponlarınız yüklenemedi.',
  retry: 'Tekrar Dene',
} as const;
