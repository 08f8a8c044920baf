/** The 'MBS nedir?' help page: the minimum bet count, TEK MAÇ, and how the MBS meets system coupons. */
import { COUPON_RULES } from './business';
import { MBS_SINGLE_LABEL } from './texts';
import { paragraph, list, table, type HelpPage } from './help-content';

export const HELP_MBS: HelpPage = {
  title: 'MBS Nedir?',
  intro:
    'MBS, "Minimum Bahis Sayısı"nın kısaltmasıdır. Bültendeki her tahminin yanında yazan MBS, o tahminin oynanabilmesi için kuponda en az kaç maç bulunması gerektiğini gösterir.',
  sections: [
    {
      heading: 'MBS nasıl okunur?',
      blocks: [
        paragraph(
          `MBS ${COUPON_RULES.minMbs} ile ${COUPON_RULES.maxMbs} arasında bir sayıdır. MBS 1 olan tahminler "${MBS_SINGLE_LABEL}" olarak gösterilir ve kuponda tek başına oynanabilir.`,
        ),
        table(
          'MBS değerine göre kupondaki en az maç sayısı',
          ['MBS', 'Gösterim', 'Kuponda en az'],
          [
            ['1', MBS_SINGLE_LABEL, '1 maç'],
            ['2', 'MBS 2', '2 maç'],
            ['3', 'MBS 3', '3 maç'],
            ['4', 'MBS 4', '4 maç'],
          ],
        ),
      ],
    },
    {
      heading: 'Kuponda hangi MBS geçerlidir?',
      blocks: [
        paragraph(
          'Bir kupon, üzerindeki en yüksek MBS kadar maç içerdiğinde oynanabilir. Kupondaki tahminlerden biri MBS 3 ise kuponda en az 3 maç olmalıdır; diğer tahminlerin MBS değeri daha düşük olsa da en yüksek olan belirleyicidir.',
        ),
        list(
          'MBS 1 ve MBS 2 tahminlerden oluşan 2 maçlık kupon oynanabilir.',
          'MBS 3 tahmin içeren 2 maçlık kupon oynanamaz; kupona bir maç daha eklemeniz gerekir.',
          `Tüm tahminleri "${MBS_SINGLE_LABEL}" olan bir kupon tek maçla da oynanabilir.`,
        ),
        paragraph(
          'Kuponunuz MBS kuralını karşılamadığında "Kuponum" alanı eksik maç sayısını gösterir ve "Hemen Oyna" düğmesi kupon kurala uyana kadar oynatmaz.',
        ),
      ],
    },
    {
      heading: 'Sistem kuponlarında MBS',
      blocks: [
        paragraph(
          'Sistem kuponunda her kolon, seçtiğiniz sistem boyutu kadar maç içerir. Bu yüzden MBS kuralı, seçilen en küçük sistem boyutuna göre uygulanır: kupondaki en yüksek MBS, seçilen en küçük sistemden büyük olamaz.',
        ),
        list(
          "5 maçlık bir kuponda en yüksek MBS 3 ise 3'lü, 4'lü sistemler oynanabilir; 2'li sistem oynanamaz.",
          "Bankolu sistemlerde bankolar her kolonda yer alır ve sistem boyutuna sayılır.",
        ),
      ],
    },
    {
      heading: 'Bir maçtan tek tahmin',
      blocks: [
        paragraph(
          `Bir kuponda aynı maçtan yalnızca bir tahmin bulunabilir; aynı maçın başka bir tahminini seçtiğinizde önceki tahmin kupondan çıkar. Bir kuponda en fazla ${COUPON_RULES.maxSelections} maç yer alabilir.`,
        ),
      ],
    },
  ],
};
