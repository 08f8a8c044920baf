/** Competitions of the other team sports, sides strongest first. */
import { DAYS, hourly, type Competition } from './sport-plan';

const BSL = [
  'Fenerbahçe Beko', 'Anadolu Efes', 'Beşiktaş GAİN', 'Galatasaray MCT Technic', 'Türk Telekom', 'Bahçeşehir Koleji',
  'Karşıyaka', 'Tofaş', 'Manisa Basket', 'Aliağa Petkimspor', 'Trabzonspor', 'Bursaspor Basketbol',
  'Merkezefendi Bld. Denizli', 'Mersin Spor', 'Esenler Erokspor', 'Büyükçekmece Basketbol',
];
const EUROLEAGUE = [
  'Fenerbahçe Beko', 'Real Madrid', 'Panathinaikos', 'Olympiakos', 'Monaco', 'Barcelona', 'Anadolu Efes',
  'Hapoel Tel Aviv', 'Kızılyıldız', 'Žalgiris Kaunas', 'Valencia Basket', 'Partizan', 'Baskonia', 'Virtus Bologna',
  'Olimpia Milano', 'Bayern Münih', 'Maccabi Tel Aviv', 'Dubai Basketbol', 'Paris Basketbol', 'ASVEL',
];
const EUROCUP = [
  'Beşiktaş GAİN', 'Türk Telekom', 'Bahçeşehir Koleji', 'Unicaja', 'Gran Canaria', 'Hapoel Jerusalem', 'Trento',
  'Reggio Emilia', 'Cedevita Olimpija', 'U-BT Cluj', 'Ulm', 'Bourg', 'Lietkabelis', 'Prometey', 'Budućnost',
  'Hamburg Towers', 'Joventut Badalona', 'Manresa', 'Wolves Vilnius', 'Aris',
];
const NBA = [
  'Oklahoma City Thunder', 'Denver Nuggets', 'Cleveland Cavaliers', 'New York Knicks', 'Houston Rockets',
  'Los Angeles Lakers', 'Boston Celtics', 'Minnesota Timberwolves', 'Orlando Magic', 'Golden State Warriors',
  'Detroit Pistons', 'Los Angeles Clippers', 'San Antonio Spurs', 'Atlanta Hawks', 'Milwaukee Bucks',
  'Philadelphia 76ers', 'Dallas Mavericks', 'Memphis Grizzlies', 'Indiana Pacers', 'Miami Heat', 'Toronto Raptors',
  'Phoenix Suns', 'Sacramento Kings', 'Chicago Bulls', 'Portland Trail Blazers', 'Charlotte Hornets',
  'New Orleans Pelicans', 'Utah Jazz', 'Brooklyn Nets', 'Washington Wizards',
];
const ACB = [
  'Real Madrid', 'Barcelona', 'Valencia Basket', 'Unicaja', 'Baskonia', 'Gran Canaria', 'Joventut Badalona',
  'Tenerife', 'Manresa', 'Murcia', 'Bilbao Basket', 'Zaragoza', 'Granada', 'Breogan', 'Girona', 'Forca Lleida',
  'Morabanc Andorra', 'San Pablo Burgos',
];
const LEGA = [
  'Virtus Bologna', 'Olimpia Milano', 'Trento', 'Brescia', 'Reggio Emilia', 'Venezia', 'Tortona', 'Trieste',
  'Sassari', 'Napoli Basket', 'Varese', 'Treviso', 'Cremona', 'Trapani', 'Udine', 'Cantu',
];
const KBSL = [
  'Fenerbahçe Opet', 'ÇBK Mersin', 'Galatasaray Çağdaş Faktoring', 'Beşiktaş BOA', 'Emlak Konut', 'Nesibe Aydın',
  'Kayseri Basketbol', 'Danilo İzmir', 'Antalya Toroslar', 'Botaş', 'Tarsus Belediyesi', 'Bodrum Basketbol',
];
const SULTANLAR = [
  'VakıfBank', 'Fenerbahçe Medicana', 'Eczacıbaşı Dynavit', 'Galatasaray Daikin', 'Türk Hava Yolları',
  'Zeren Spor', 'Aras Kargo', 'Nilüfer Belediyespor', 'Kuzeyboru', 'Beşiktaş', 'Göztepe', 'Bahçelievler Belediyespor',
  'Aydın Büyükşehir Belediyespor', 'İlbank',
];
const EFELER = [
  'Halkbank', 'Ziraat Bankkart', 'Fenerbahçe Medicana', 'Arkas Spor', 'Galatasaray HDI Sigorta', 'Spor Toto',
  'Akkuş Belediyespor', 'Alanya Belediyespor', 'Cizre Belediyespor', 'Bursa Büyükşehir Belediyespor',
  'Tokat Belediye Plevne', 'Altekma', 'Sorgun Belediyespor', 'Gebze Belediyespor',
];
const SUPERLEGA = [
  'Sir Safety Perugia', 'Itas Trentino', 'Lube Civitanova', 'Allianz Milano', 'Piacenza', 'Modena Volley',
  'Verona Volley', 'Monza', 'Cisterna', 'Padova', 'Grottazzolina', 'Cuneo',
];
const NHL = [
  'Florida Panthers', 'Edmonton Oilers', 'Winnipeg Jets', 'Dallas Stars', 'Colorado Avalanche', 'Vegas Golden Knights',
  'Washington Capitals', 'Carolina Hurricanes', 'Toronto Maple Leafs', 'Tampa Bay Lightning', 'Los Angeles Kings',
  'New Jersey Devils', 'Minnesota Wild', 'Ottawa Senators', 'St. Louis Blues', 'Montreal Canadiens',
  'Calgary Flames', 'New York Rangers', 'Detroit Red Wings', 'Columbus Blue Jackets', 'Utah Mammoth',
  'Vancouver Canucks', 'New York Islanders', 'Boston Bruins', 'Pittsburgh Penguins', 'Anaheim Ducks',
  'Buffalo Sabres', 'Seattle Kraken', 'Philadelphia Flyers', 'Nashville Predators', 'Chicago Blackhawks',
  'San Jose Sharks',
];
const KHL = [
  'Lokomotiv Yaroslavl', 'Metallurg Magnitogorsk', 'Ak Bars Kazan', 'CSKA Moskova', 'SKA St. Petersburg',
  'Traktor Chelyabinsk', 'Avangard Omsk', 'Salavat Yulaev', 'Dinamo Moskova', 'Spartak Moskova', 'Torpedo',
  'Avtomobilist', 'Dinamo Minsk', 'Barys Astana', 'Sibir', 'Severstal',
];
const SHL = [
  'Luleå', 'Skellefteå', 'Frölunda', 'Färjestad', 'Brynäs', 'Rögle', 'Växjö', 'Djurgården', 'Linköping', 'Malmö Redhawks',
  'HV71', 'Leksand', 'Örebro', 'Timrå',
];
const EHF_CL = [
  'Füchse Berlin', 'Magdeburg', 'Barcelona', 'Aalborg', 'Veszprem', 'Paris Saint-Germain', 'Kielce', 'Pick Szeged',
  'Sporting Lizbon', 'Kolstad', 'Nantes', 'Dinamo Bükreş', 'GOG', 'Wisla Plock', 'Eurofarm Pelister', 'Zagreb',
];
const HBL = [
  'Füchse Berlin', 'Magdeburg', 'Kiel', 'Flensburg', 'Melsungen', 'Hannover-Burgdorf', 'Rhein-Neckar Löwen',
  'Gummersbach', 'Lemgo', 'Erlangen', 'Wetzlar', 'Stuttgart', 'Eisenach', 'Minden', 'Bergischer HC', 'Leipzig',
];
const HENTBOL_SL = [
  'Beşiktaş Safi Çimento', 'Spor Toto', 'Nilüfer Belediyespor', 'Göztepe', 'Sakarya Büyükşehir', 'Antalya Anadolu',
  'Serik Belediyespor', 'Tokat Belediye', 'Menemen Belediyespor', 'Bursa Büyükşehir',
];
const NFL = [
  'Philadelphia Eagles', 'Kansas City Chiefs', 'Buffalo Bills', 'Baltimore Ravens', 'Detroit Lions', 'Green Bay Packers',
  'Los Angeles Rams', 'San Francisco 49ers', 'Denver Broncos', 'Los Angeles Chargers', 'Houston Texans',
  'Minnesota Vikings', 'Tampa Bay Buccaneers', 'Seattle Seahawks', 'Pittsburgh Steelers', 'Washington Commanders',
  'Cincinnati Bengals', 'Chicago Bears', 'Dallas Cowboys', 'Jacksonville Jaguars', 'Atlanta Falcons',
  'Indianapolis Colts', 'Arizona Cardinals', 'New England Patriots', 'Miami Dolphins', 'New York Jets',
  'Las Vegas Raiders', 'Carolina Panthers', 'New Orleans Saints', 'Tennessee Titans', 'New York Giants',
  'Cleveland Browns',
];
const NCAA = [
  'Ohio State', 'Georgia', 'Texas', 'Alabama', 'Oregon', 'Notre Dame', 'Penn State', 'Michigan', 'LSU', 'Miami',
  'Clemson', 'Tennessee', 'Ole Miss', 'Texas A&M', 'Oklahoma', 'USC',
];
const NATIONS_VOLLEY = ['İtalya', 'Türkiye', 'Brezilya', 'Polonya', 'ABD', 'Japonya', 'Sırbistan', 'Çin', 'Hollanda', 'Dominik Cumhuriyeti'];
const NATIONS_BASKET = ['ABD', 'Sırbistan', 'Fransa', 'Almanya', 'Kanada', 'İspanya', 'Türkiye', 'Yunanistan', 'Litvanya', 'Slovenya', 'Avustralya', 'Letonya'];
/** e-football rows name the club the player controls and the player's nickname, as the providers do. */
const EFOOTBALL = [
  'Real Madrid (Kray)', 'Manchester City (Boulevard)', 'Bayern Münih (Cavani)', 'Liverpool (Panther)',
  'Inter (Lio)', 'Barcelona (Nio)', 'Arsenal (Hotshot)', 'Paris Saint-Germain (Sharpshooter)',
  'Juventus (Kodak)', 'Chelsea (Arcos)', 'Galatasaray (Kemal)', 'Fenerbahçe (Volkan)', 'Atletico Madrid (Meltosik)',
  'Borussia Dortmund (Foggy)', 'Napoli (Vikings)', 'Milan (Zanzibar)',
];
const EBASKET = [
  'Boston Celtics (Fear)', 'Denver Nuggets (Joker)', 'Los Angeles Lakers (Kobeee)', 'Golden State Warriors (Splash)',
  'Oklahoma City Thunder (Sonic)', 'Milwaukee Bucks (Greek)', 'New York Knicks (Garden)', 'Phoenix Suns (Hot)',
  'Dallas Mavericks (Luka)', 'Miami Heat (Spo)', 'Philadelphia 76ers (Process)', 'Cleveland Cavaliers (Dime)',
];

export const BASKETBALL_COMPETITIONS = (nba: Competition['model']): Competition[] => [
  { name: 'Basketbol Süper Ligi', sides: BSL, perWeek: 8, days: DAYS.weekend, slots: ['14:30', '17:00', '19:30'] },
  { name: 'THY EuroLeague', sides: EUROLEAGUE, perWeek: 10, days: [0, 0, 1, 1, 2, 2, 0], slots: ['19:30', '20:30', '21:45', '22:00'] },
  { name: 'EuroCup', sides: EUROCUP, perWeek: 10, days: DAYS.midweekCup, slots: ['18:00', '20:00', '21:30'] },
  { name: 'NBA', sides: NBA, perWeek: 45, days: DAYS.everyDay, slots: ['02:00', '02:30', '03:00', '03:30', '04:00', '05:00', '05:30'], model: nba },
  { name: 'İspanya ACB', sides: ACB, perWeek: 9, days: DAYS.weekend, slots: ['14:00', '16:30', '19:00', '21:30'] },
  { name: 'İtalya Lega Basket', sides: LEGA, perWeek: 8, days: DAYS.weekend, slots: ['17:30', '19:00', '21:00'] },
  { name: 'Kadınlar Basketbol Süper Ligi', sides: KBSL, perWeek: 6, days: DAYS.weekend, slots: ['14:00', '16:00', '18:00'] },
];
export const VOLLEYBALL_COMPETITIONS: Competition[] = [
  { name: 'Sultanlar Ligi', sides: SULTANLAR, perWeek: 7, days: DAYS.weekend, slots: ['14:00', '17:00', '19:00'] },
  { name: 'Efeler Ligi', sides: EFELER, perWeek: 7, days: DAYS.weekend, slots: ['13:00', '15:00', '17:00', '19:00'] },
  { name: 'İtalya SuperLega', sides: SUPERLEGA, perWeek: 6, days: DAYS.weekend, slots: ['18:00', '20:30', '21:00'] },
  { name: 'CEV Şampiyonlar Ligi', sides: [...SULTANLAR.slice(0, 4), ...SUPERLEGA.slice(0, 4), 'ŁKS Łódź', 'Chemik Police', 'Novara', 'Conegliano'], perWeek: 8, days: DAYS.midweekCup, slots: ['18:00', '20:00', '21:00'] },
];
export const ICE_HOCKEY_COMPETITIONS: Competition[] = [
  { name: 'NHL', sides: NHL, perWeek: 42, days: DAYS.everyDay, slots: ['02:00', '03:00', '03:30', '04:00', '05:00', '06:00'] },
  { name: 'KHL', sides: KHL, perWeek: 14, days: DAYS.everyDay, slots: ['12:00', '14:30', '19:30'] },
  { name: 'İsveç SHL', sides: SHL, perWeek: 10, days: [1, 0, 1, 0, 1, 0, 2], slots: ['15:15', '21:00'] },
];
export const HANDBALL_COMPETITIONS: Competition[] = [
  { name: 'EHF Şampiyonlar Ligi', sides: EHF_CL, perWeek: 8, days: [0, 0, 0, 1, 1, 0, 0], slots: ['20:45', '22:45'] },
  { name: 'Almanya Handball-Bundesliga', sides: HBL, perWeek: 9, days: DAYS.weekend, slots: ['16:00', '18:00', '21:00'] },
  { name: 'Erkekler Hentbol Süper Ligi', sides: HENTBOL_SL, perWeek: 5, days: DAYS.saturday, slots: ['14:00', '16:00'] },
];
export const AMERICAN_FOOTBALL_COMPETITIONS: Competition[] = [
  { name: 'NFL', sides: NFL, perWeek: 15, days: DAYS.nfl, slots: ['21:00', '00:05', '00:25', '04:20'] },
  { name: 'NCAA Futbol', sides: NCAA, perWeek: 8, days: [0, 0, 0, 0, 0, 0, 1], slots: ['20:00', '23:30', '03:00'] },
];
export const OLYMPIC_COMPETITIONS = (basket: Competition['model'], volley: Competition['model']): Competition[] => [
  { name: 'Olimpiyat Elemeleri - Voleybol (Kadınlar)', sides: NATIONS_VOLLEY, perWeek: 4, days: DAYS.weekend, slots: ['12:00', '15:00', '18:00'], model: volley },
  { name: 'Olimpiyat Elemeleri - Basketbol (Erkekler)', sides: NATIONS_BASKET, perWeek: 4, days: DAYS.weekend, slots: ['16:00', '19:00', '21:30'], model: basket },
];
export const EFOOTBALL_COMPETITIONS: Competition[] = [
  { name: 'e-Futbol Battle - 2x6 dk', sides: EFOOTBALL, perWeek: 35, days: DAYS.everyDay, slots: hourly(10, 23, '15') },
  { name: 'e-Futbol GT Ligi - 2x6 dk', sides: EFOOTBALL.slice(4), perWeek: 21, days: DAYS.everyDay, slots: hourly(0, 23, '45') },
];
export const EBASKETBALL_COMPETITIONS: Competition[] = [
  { name: 'e-Basketbol H2H GG Ligi - 4x5 dk', sides: EBASKET, perWeek: 35, days: DAYS.everyDay, slots: hourly(0, 23, '30') },
];
