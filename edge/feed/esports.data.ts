/** E-sports competitions, teams and players strongest first. */
import { DAYS, type Competition } from './sport-plan';

const CS = [
  'Team Vitality', 'MOUZ', 'Team Spirit', 'FURIA', 'The MongolZ', 'Falcons', 'Natus Vincere', 'Aurora', 'G2 Esports',
  'FaZe Clan', 'Astralis', '3DMAX', 'Eternal Fire', 'Team Liquid', 'paiN Gaming', 'Heroic', 'GamerLegion', 'Virtus.pro',
];
const LOL_EU = [
  'G2 Esports', 'Movistar KOI', 'Fnatic', 'Karmine Corp', 'Team Vitality', 'GIANTX', 'Team Heretics', 'SK Gaming',
  'Natus Vincere', 'Shifters',
];
const LOL_KR = ['Gen.G', 'T1', 'Hanwha Life Esports', 'KT Rolster', 'Dplus KIA', 'BNK FearX', 'Nongshim RedForce', 'DN Freecs', 'OKSavingsBank BRION', 'DRX'];
const TCL = ['Papara SuperMassive', 'Galatasaray Espor', 'Beşiktaş Espor', 'Fenerbahçe Espor', 'Bushido Wildcats', 'Misa Esports', 'Dark Passage', 'Eternal Fire'];
const DOTA = [
  'Team Falcons', 'PARIVISION', 'Team Tidebound', 'Team Spirit', 'Xtreme Gaming', 'Tundra Esports', 'BetBoom Team',
  'Heroic', 'Team Liquid', 'Aurora', 'Nigma Galaxy', 'OG', 'Natus Vincere', 'Gaimin Gladiators',
];
const SC2 = ['Clem', 'Serral', 'MaxPax', 'herO', 'Reynor', 'Classic', 'Solar', 'Maru', 'Dark', 'SHIN', 'Cure', 'ByuN', 'Oliveira', 'Zoun'];
const HS = ['Jarla', 'Tyler', 'Gaby', 'Xiaobai', 'bunnyhoppor', 'Felzak', 'Thijs', 'Kolento', 'Casie', 'Muzzy', 'lunaloveee', 'McBanterFace'];
const COD = [
  'OpTic Texas', 'Vegas Falcons', 'Atlanta FaZe', 'Toronto KOI', 'Los Angeles Thieves', 'Cloud9 New York',
  'Paris Gentle Mates', 'Boston Breach', 'Miami Heretics', 'Carolina Royal Ravens', 'Minnesota RØKKR', 'Riyadh Falcons',
];
const OW = [
  'Team Falcons', 'Crazy Raccoon', 'Twisted Minds', 'Team Liquid', 'Spacestation Gaming', 'Geekay Esports',
  'Virtus.pro', 'T1', 'ZETA DIVISION', 'Al Qadsiah', 'Toronto Defiant', 'Weibo Gaming',
];

export const CS_COMPETITIONS: Competition[] = [
  { name: 'ESL Pro League Sezon 22', sides: CS, perWeek: 16, days: DAYS.everyDay, slots: ['13:00', '15:30', '18:00', '20:30'] },
  { name: 'BLAST Premier Dünya Finali', sides: CS.slice(0, 12), perWeek: 8, days: DAYS.weekend, slots: ['16:00', '19:00', '22:00'] },
  { name: 'CCT Avrupa Serisi', sides: CS.slice(8), perWeek: 8, days: DAYS.weekdays, slots: ['12:00', '15:00', '18:00'] },
];
export const LOL_COMPETITIONS: Competition[] = [
  { name: 'LEC', sides: LOL_EU, perWeek: 8, days: DAYS.weekend, slots: ['18:00', '19:00', '20:00', '21:00'] },
  { name: 'LCK', sides: LOL_KR, perWeek: 8, days: [1, 0, 0, 1, 1, 1, 1], slots: ['11:00', '13:30'] },
  { name: 'Türkiye Şampiyonluk Ligi (TCL)', sides: TCL, perWeek: 6, days: DAYS.weekend, slots: ['16:00', '18:00', '20:00'] },
];
export const DOTA_COMPETITIONS: Competition[] = [
  { name: 'DreamLeague Sezon 27', sides: DOTA, perWeek: 10, days: DAYS.everyDay, slots: ['13:00', '16:00', '19:00'] },
  { name: 'PGL Wallachia', sides: DOTA.slice(4), perWeek: 6, days: DAYS.weekend, slots: ['12:00', '15:00', '18:00'] },
];
export const SC2_COMPETITIONS: Competition[] = [
  { name: 'ESL SC2 Masters', sides: SC2, perWeek: 10, days: DAYS.everyDay, slots: ['16:00', '18:00', '20:00'] },
];
export const HEARTHSTONE_COMPETITIONS: Competition[] = [
  { name: 'Hearthstone Masters Tour', sides: HS, perWeek: 8, days: DAYS.weekend, slots: ['14:00', '16:00', '18:00', '20:00'] },
];
export const COD_COMPETITIONS: Competition[] = [
  { name: 'Call of Duty League', sides: COD, perWeek: 8, days: DAYS.weekend, slots: ['20:00', '22:00', '00:00'] },
];
export const OVERWATCH_COMPETITIONS: Competition[] = [
  { name: 'Overwatch Champions Series', sides: OW, perWeek: 8, days: DAYS.weekend, slots: ['15:00', '17:00', '19:00', '21:00'] },
];
