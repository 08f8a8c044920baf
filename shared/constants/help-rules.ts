/**
 * The 'iddaa kuralları' help page: building a coupon, stake and misli, maximum winnings, play times, odds changes,
 * settlement with postponed and cancelled events at 1,00, and refunds. Numbers come from COUPON_RULES.
 */
import { formatMoney } from '../format/tr';
import { COUPON_RULES } from './business';
import { MBS_SINGLE_LABEL } from './texts';
import { paragraph, list, table, type HelpPage } from './help-content';

const R = COUPON_RULES;
const minAmount = formatMoney(R.minCouponAmountKurus);
const maxWinnings = formatMoney(R.maxWinningsKurus);
const price = formatMoney(R.columnPriceKurus);
const { from, to } = R.noPlayWindow;

export const HELP_RULES: HelpPage = {
  title: 'iddaa Kuralları',
  intro:
    'iddaa, sabit oranlı bir şans oyunudur: kuponunuzu oynadığınız andaki oranlar geçerlidir ve ikramiyeniz kupon bedeli ile toplam oranın çarpımıdır. Bu sayfada kupon oluşturmadan sonuçlanmaya kadar geçerli kuralları bulabilirsiniz.',
  sections: [
    {
      heading: 'Kupon oluşturma',
      blocks: [
        list(
          'Bir maçtan kupona yalnızca bir tahmin eklenebilir; aynı maçın başka bir tahmini önceki tahminin yerini alır.',
          `Bir kuponda en fazla ${R.maxSelections} maç bulunabilir.`,
          `Her tahminin bir MBS değeri vardır (${R.minMbs}-${R.maxMbs}); kuponda en az en yüksek MBS kadar maç olmalıdır. MBS 1 "${MBS_SINGLE_LABEL}" olarak gösterilir.`,
          'Kilitli (askıya alınmış) bir tahmin kupona eklenemez; kupondayken kilitlenen tahmin çıkarılmadan kupon oynanamaz.',
        ),
      ],
    },
    {
      heading: 'Kupon bedeli ve misli',
      blocks: [
        paragraph(
          `Kupon bedeli = kolon sayısı × misli × kolon bedeli. Kolon bedeli ${price}; düz kupon 1 kolondur, sistem kuponunun kolon sayısı seçilen sistemlere göre hesaplanır. Misli ${R.minMisli} ile ${R.maxMisli} arasında seçilir.`,
        ),
        table(
          'Kupon bedeli sınırları',
          ['Kural', 'Değer'],
          [
            ['En düşük kupon bedeli', minAmount],
            ['Kolon bedeli', price],
            ['Misli', `${R.minMisli} - ${R.maxMisli}`],
            ['Kupon başına en yüksek ikramiye', maxWinnings],
          ],
        ),
        paragraph(
          `Kupon bedeli ${minAmount} altında kalırsa kupon oynanmaz; "Kuponum" bu tutara ulaşan misliyi önerir.`,
        ),
      ],
    },
    {
      heading: 'İkramiye ve en yüksek ikramiye',
      blocks: [
        paragraph(
          'Toplam oran, kupondaki tahminlerin oranlarının çarpımıdır. İkramiye = kupon bedeli × toplam oran; kuruş altı kesirler atılır.',
        ),
        paragraph(
          `Bir kuponun ikramiyesi en fazla ${maxWinnings} olabilir; hesaplanan tutar bunu aşarsa ikramiye bu tutarla sınırlanır ve kuponda sınır gösterilir. Sistem kuponlarında sınır her kolona ayrı uygulanır.`,
        ),
      ],
    },
    {
      heading: 'Oynama zamanları',
      blocks: [
        list(
          'Maç önü tahminler maç başlayana kadar oynanabilir.',
          'Canlı tahminler, bahis açık olduğu sürece oynanabilir.',
          `Her gün ${from} ile ${to} arasında (Türkiye saati) kupon oynanamaz.`,
          'Kuponunuzdaki bir oran siz oynamadan önce değişirse kupon yeni oranla gösterilir; "Oranlar değişirse kabul et" seçiliyse yeni oranla oynanır.',
        ),
      ],
    },
    {
      heading: 'Oynanan kupon',
      blocks: [
        list(
          'Kupon bedeli bakiyenizden düşülür; bakiyeniz yetmezse kupon oynanmaz.',
          'Oynanan kupon üye tarafından iptal edilemez.',
          'Kuponlarınızı "Hesabım / Kuponlarım" bölümünden izleyebilirsiniz.',
        ),
      ],
    },
    {
      heading: 'Ertelenen ve iptal edilen maçlar',
      blocks: [
        paragraph(
          'Ertelenen bir maç, ertesi takvim gününün sonuna kadar oynanmazsa; iptal edilen bir maç ise hemen, o maçı içeren tüm kuponlarda 1,00 oran ile değerlendirilir. Kupon kalan tahminlerle sonuçlanır.',
        ),
        paragraph(
          'Yarıda kalan bir maçta, sonucu belli olmuş bahisler geçerli kalır; henüz belli olmamış bahisler 1,00 oran ile değerlendirilir.',
        ),
        paragraph(
          'Kupondaki tüm tahminler 1,00 oran ile değerlendirilirse kupon bedeli iade edilir.',
        ),
      ],
    },
    {
      heading: 'Sonuçlanma',
      blocks: [
        list(
          'Maç sonucu resmileştiğinde her tahmin kendi bahis türünün kuralına göre kazanır ya da kaybeder.',
          'Kuponun tüm tahminleri kazandığında (ya da 1,00 ile değerlendirildiğinde) kupon kazanır ve ikramiye bakiyenize aktarılır.',
          'Sistem kuponunda tutan kolonların ikramiyeleri toplanır; banko tutmazsa tüm kolonlar kaybeder.',
        ),
      ],
    },
    {
      heading: 'Sorumlu oyun',
      blocks: [
        paragraph(
          '18 yaşından küçüklerin şans oyunları oynaması yasaktır. Kuponlarınızı bütçenize uygun tutarlarla oynayınız; şans oyunlarını bir gelir yolu olarak görmeyiniz.',
        ),
      ],
    },
  ],
};
