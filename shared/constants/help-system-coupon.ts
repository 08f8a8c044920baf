/**
 * The 'Sistem kupon nasıl oynanır?' help page: sizes, column counts (computed by the coupon rules' own binomial),
 * a worked example with its amount and winnings, bankers and the MBS.
 */
import { binomial, columnCount, couponAmount } from '../rules/coupon-math';
import { systemSizeLabel } from '../rules/system-sizes';
import { formatMoney, formatOdd } from '../format/tr';
import { COUPON_RULES } from './business';
import { paragraph, list, table, type HelpPage } from './help-content';

const EVENTS = [3, 4, 5, 6, 7, 8] as const;
const SIZES = [2, 3, 4, 5] as const;

/** Columns of each size for 3 to 8 events ('—' where the size is not offered: sizes go up to events - 1). */
const columnRows = EVENTS.map((n) => [`${n} maç`, ...SIZES.map((k) => (k < n ? String(binomial(n, k)) : '—'))]);

/** The worked example: 4 events, 2'li and 3'lü, misli 5; three events won. */
const ODDS = [150, 200, 180, 240] as const;
const EXAMPLE_SIZES = [2, 3];
const EXAMPLE_MISLI = 5;
const columns = columnCount(ODDS.length, EXAMPLE_SIZES);
const columnStake = EXAMPLE_MISLI * COUPON_RULES.columnPriceKurus;
const amount = couponAmount(columns, EXAMPLE_MISLI);
const [a, b, c] = [ODDS[0], ODDS[1], ODDS[2]];
const wonColumns: [string, number][] = [
  ['A + B', (a * b) / 100],
  ['A + C', (a * c) / 100],
  ['B + C', (b * c) / 100],
  ['A + B + C', (a * b * c) / 10_000],
];
const payout = (odds: number): number => Math.floor((columnStake * odds) / 100);
const totalPayout = wonColumns.reduce((sum, [, odds]) => sum + payout(odds), 0);
const price = formatMoney(COUPON_RULES.columnPriceKurus);

export const HELP_SYSTEM_COUPON: HelpPage = {
  title: 'Sistem Kupon Nasıl Oynanır?',
  intro:
    'Sistem kuponunda tahminlerinizin hepsinin tutması gerekmez. Seçtiğiniz sistem boyutu kadar maçın her birleşimi ayrı bir kolon olarak oynanır; tutan her kolon kendi ikramiyesini kazandırır.',
  sections: [
    {
      heading: 'Sistem boyutu ve kolon sayısı',
      blocks: [
        paragraph(
          `n maçlık bir kuponda k'lı sistem, n maç içinden seçilebilecek her k maçlık birleşimi oynar: kolon sayısı C(n, k) olur. Aynı kuponda birden fazla sistem seçebilirsiniz; kolonları toplanır. Kupon bedeli = kolon sayısı × misli × kolon bedeli (${price}).`,
        ),
        table(
          'Maç sayısına ve sisteme göre kolon sayısı',
          ['Kupondaki maç', ...SIZES.map((k) => systemSizeLabel(k))],
          columnRows,
        ),
      ],
    },
    {
      heading: 'Örnek: 4 maçlık kuponda 2\'li ve 3\'lü sistem',
      blocks: [
        paragraph(
          `Kuponda A (${formatOdd(ODDS[0])}), B (${formatOdd(ODDS[1])}), C (${formatOdd(ODDS[2])}) ve D (${formatOdd(ODDS[3])}) oranlı dört tahmin var. 2'li sistem ${binomial(4, 2)}, 3'lü sistem ${binomial(4, 3)} kolon oynar: toplam ${columns} kolon. ${EXAMPLE_MISLI} misli ile her kolonun bedeli ${formatMoney(columnStake)}, kupon bedeli ${columns} × ${EXAMPLE_MISLI} × ${price} = ${formatMoney(amount)} olur.`,
        ),
        paragraph('A, B ve C tutar, D tutmazsa D\'yi içermeyen kolonlar kazanır:'),
        table(
          'A, B ve C tuttuğunda kazanan kolonlar',
          ['Kolon', 'Oran', 'İkramiye'],
          [
            ...wonColumns.map(([name, odds]) => [name, formatOdd(odds), formatMoney(payout(odds))]),
            ['Toplam', '', formatMoney(totalPayout)],
          ],
        ),
        paragraph(
          `D'yi içeren kolonlar kaybeder; kuponun ikramiyesi tutan ${wonColumns.length} kolonun toplamı, ${formatMoney(totalPayout)} olur. Aynı tahminler düz kupon olarak oynansaydı D tutmadığı için kupon kaybederdi.`,
        ),
      ],
    },
    {
      heading: 'Banko',
      blocks: [
        paragraph(
          'Banko işaretlediğiniz maç her kolonda yer alır ve sistem boyutuna sayılır. Banko maçlar kolon sayısını azaltır ama bir banko tutmazsa tüm kolonlar kaybeder.',
        ),
        list(
          `5 maçlık kuponda 1 banko ile 3'lü sistem: bankolu maç her kolonda, kalan 4 maçtan 2'li birleşimler oynanır; ${columnCount(5, [3], 1)} kolon (bankosuz ${binomial(5, 3)} kolon).`,
          'Banko seçilemeyen tahminlerde banko düğmesi kapalıdır.',
        ),
      ],
    },
    {
      heading: 'Sistem kuponunda kurallar',
      blocks: [
        list(
          `Kupon bedeli en az ${formatMoney(COUPON_RULES.minCouponAmountKurus)} olmalıdır; kolon sayısı arttıkça bu tutara daha düşük misliyle ulaşılır.`,
          'Seçilen en küçük sistem, kupondaki en yüksek MBS değerinden küçük olamaz.',
          `Her kolonun ikramiyesi ayrı ayrı en fazla ${formatMoney(COUPON_RULES.maxWinningsKurus)} olabilir; kuponun ikramiyesi tutan kolonların toplamıdır.`,
          'Ertelenen ya da iptal edilen maç tüm kolonlarda 1,00 oran ile değerlendirilir.',
        ),
      ],
    },
  ],
};
