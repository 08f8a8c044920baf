/**
 * The published contract texts. Ids only grow: a new version of a document is a new row with a higher id, so
 * "signed id below the current id" means an older text was signed. Membership v2 (id 3) is a notice-only update
 * (requiresSignature false): members who signed v1 see the update bar but are not forced to the contract page.
 */
import { CONTRACT_KIND, type ContractKind } from '@shared/constants/contract';

export interface ContractTextRecord {
  id: number;
  version: number;
  title: string;
  kind: ContractKind;
  requiresSignature: boolean;
  body: string;
}

const MEMBERSHIP_TITLE = 'Üyelik Sözleşmesi';

const membershipV1 = [
  '1. Taraflar. Bu sözleşme, iddaa Kupondaş internet sitesini (bundan sonra "Site") işleten şirket ile Site\'ye üye olan kişi (bundan sonra "Üye") arasında, Üye\'nin elektronik ortamda onay vermesiyle kurulmuştur.',
  '2. Konu. Sözleşmenin konusu, Üye\'nin Site üzerinden sabit ihtimalli spor müsabakalarına dayalı bahis (iddaa) kuponlarını oynaması, kuponlarını saklaması ve Kupondaş alanında paylaşmasına ilişkin hak ve yükümlülüklerin belirlenmesidir.',
  '3. Üyelik Koşulları. Üye olmak için 18 yaşını doldurmuş olmak ve T.C. Kimlik Numarası ile kimlik doğrulamasından geçmek gerekir. Üye, verdiği bilgilerin doğru ve güncel olduğunu kabul eder.',
  '4. Hesap Güvenliği. Üye, şifresini kimseyle paylaşmamakla ve hesabı üzerinden yapılan işlemlerden sorumlu olmakla yükümlüdür. Şifrenin üçüncü kişilerce öğrenildiğinden şüphelenen Üye, şifresini derhal değiştirir.',
  '5. Kupon Oynama. Oynanan kuponlar, oynandığı andaki oranlar ve iddaa oyun kuralları çerçevesinde geçerlidir. Kupon bedeli Üye\'nin bakiyesinden düşülür; kazançlar sonuçların resmileşmesinin ardından bakiyeye eklenir.',
  '6. Sorumlu Oyun. Site, sorumlu oyun ilkelerini benimser. Üye, oyun alışkanlığını kontrol etmekte zorlandığını düşündüğünde Müşteri Hizmetleri\'nden destek isteyebilir ve üyeliğinin iptalini talep edebilir.',
  '7. Sözleşmenin Değişmesi. Site, bu sözleşmeyi güncelleyebilir. Güncel sözleşme Site\'de yayımlanır ve Üye\'ye bildirilir; onay gerektiren değişiklikler Üye onaylamadıkça uygulanmaz.',
  '8. Fesih. Üye, dilediği zaman üyeliğinin iptalini talep edebilir. İptal talebi işleme alınana kadar Üye talebinden vazgeçebilir.',
  '9. Uyuşmazlıklar. Bu sözleşmeden doğan uyuşmazlıklarda Türkiye Cumhuriyeti kanunları uygulanır; İstanbul Mahkemeleri ve İcra Daireleri yetkilidir.',
];

const membershipV2 = [
  ...membershipV1.slice(0, 6),
  '7. Kişisel Veriler ve İletişim İzinleri. Üye\'nin kişisel verileri, 6698 sayılı Kişisel Verilerin Korunması Kanunu ve Aydınlatma Metni\'ne uygun olarak işlenir. Üye, SMS, telefon ve e-posta ile iletişim izinlerini Hesabım sayfasından dilediği zaman değiştirebilir.',
  '8. Çerezler. Site, hizmetin sunulabilmesi için zorunlu çerezler ile tercihe bağlı çerezler kullanır. Çerez kullanımına ilişkin bilgilendirme Site\'de yer alır.',
  '9. Sözleşmenin Değişmesi. Site, bu sözleşmeyi güncelleyebilir. Güncel sözleşme Site\'de yayımlanır ve Üye\'ye bildirilir; onay gerektiren değişiklikler Üye onaylamadıkça uygulanmaz.',
  '10. Fesih. Üye, dilediği zaman üyeliğinin iptalini talep edebilir. İptal talebi işleme alınana kadar Üye talebinden vazgeçebilir.',
  '11. Uyuşmazlıklar. Bu sözleşmeden doğan uyuşmazlıklarda Türkiye Cumhuriyeti kanunları uygulanır; İstanbul Mahkemeleri ve İcra Daireleri yetkilidir.',
];

const kvkNotice = [
  'Veri Sorumlusu. Kişisel verileriniz, 6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca veri sorumlusu sıfatıyla Site işletmecisi tarafından işlenmektedir.',
  'İşlenen Veriler ve Amaçlar. Kimlik, iletişim, müşteri işlem ve işlem güvenliği verileriniz; üyelik ilişkisinin kurulması, kuponlarınızın oynanması, yasal yükümlülüklerin yerine getirilmesi ve açık rızanız olması hâlinde size kampanya ve tanıtım iletileri gönderilmesi amaçlarıyla işlenir.',
  'Aktarım. Kişisel verileriniz, yasal yükümlülükler çerçevesinde yetkili kamu kurum ve kuruluşlarına ve hizmet aldığımız iş ortaklarına, KVKK\'nın 8. ve 9. maddelerine uygun olarak aktarılabilir.',
  'Haklarınız. KVKK\'nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme ve açık rızanızı dilediğiniz zaman geri alma haklarına sahipsiniz.',
];

const text = (paragraphs: string[]): string => paragraphs.join('\n\n');

export const CONTRACT_TEXTS: readonly ContractTextRecord[] = [
  { id: 1, version: 1, title: MEMBERSHIP_TITLE, kind: CONTRACT_KIND.membership, requiresSignature: true, body: text(membershipV1) },
  { id: 2, version: 1, title: 'Kişisel Verilerin Korunması Aydınlatma Metni', kind: CONTRACT_KIND.kvk, requiresSignature: true, body: text(kvkNotice) },
  { id: 3, version: 2, title: MEMBERSHIP_TITLE, kind: CONTRACT_KIND.membership, requiresSignature: false, body: text(membershipV2) },
];
