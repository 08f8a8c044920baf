/** Names the racing generator draws from: TJK's hippodromes, horse-name parts and jockeys (invented, Turkish-sounding). */

export interface Hippodrome {
  id: number;
  name: string;
  /** Typical surfaces of the track. */
  surfaces: readonly string[];
}

export const HIPPODROMES: readonly Hippodrome[] = [
  { id: 1, name: 'Veliefendi', surfaces: ['Çim', 'Kum', 'Sentetik'] },
  { id: 2, name: 'Ankara', surfaces: ['Çim', 'Kum'] },
  { id: 3, name: 'İzmir', surfaces: ['Çim', 'Kum'] },
  { id: 4, name: 'Adana', surfaces: ['Çim', 'Kum'] },
  { id: 5, name: 'Bursa', surfaces: ['Çim', 'Kum', 'Sentetik'] },
  { id: 6, name: 'Şanlıurfa', surfaces: ['Kum'] },
  { id: 7, name: 'Elazığ', surfaces: ['Kum'] },
  { id: 8, name: 'Kocaeli', surfaces: ['Çim', 'Kum'] },
  { id: 9, name: 'Diyarbakır', surfaces: ['Kum'] },
];

export const HORSE_FIRST = [
  'Kara', 'Ak', 'Demir', 'Yıldız', 'Rüzgar', 'Şahin', 'Doğan', 'Aslan', 'Bora', 'Tuna', 'Deniz', 'Poyraz', 'Çelik',
  'Altın', 'Gümüş', 'Ateş', 'Yağız', 'Tarçın', 'Sultan', 'Hürrem', 'Gülbahar', 'Asil', 'Cesur', 'Mavi', 'Şimşek',
] as const;

export const HORSE_SECOND = [
  'Kartal', 'Yel', 'Ok', 'Han', 'Bey', 'Yürek', 'Pençe', 'Fırtına', 'Kısrak', 'Tay', 'Güneş', 'Ay', 'Dağ', 'Nehir',
  'Sevda', 'Hanım', 'Efe', 'Kaya', 'Bulut', 'Kır', 'Atmaca', 'Yiğit', 'Ceylan', 'Doru', 'Rüya',
] as const;

export const JOCKEYS = [
  'H. Karataş', 'A. Çelik', 'G. Kocakaya', 'Ö. Yıldız', 'S. Kaya', 'M. Kaya', 'E. Demir', 'A. Kurşun', 'V. Abiş',
  'H. Aksoy', 'F. Çakar', 'C. Orman', 'N. Tekin', 'B. Yüksel', 'K. Altın', 'Ü. Er', 'İ. Şahin', 'R. Doğan',
  'T. Güneş', 'Ş. Aydın', 'O. Polat', 'Y. Arslan',
] as const;

export const RACE_NAMES = ['Maiden', 'Handikap 15', 'Handikap 17', 'Şartlı 1', 'Şartlı 3', 'Satış 2', 'KV-8', 'A3', 'Handikap 21'] as const;
