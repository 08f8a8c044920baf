/** Football competitions of the generated program, sides strongest first (Turkish spellings as iddaa shows them). */
import { DAYS, type Competition } from './sport-plan';

const SUPER_LIG = [
  'Galatasaray', 'Fenerbahçe', 'Beşiktaş', 'Trabzonspor', 'Başakşehir', 'Göztepe', 'Samsunspor', 'Eyüpspor',
  'Kasımpaşa', 'Çaykur Rizespor', 'Konyaspor', 'Alanyaspor', 'Antalyaspor', 'Gaziantep FK', 'Kocaelispor',
  'Kayserispor', 'Gençlerbirliği', 'Fatih Karagümrük',
];
const BIRINCI_LIG = [
  'Amedspor', 'Erzurumspor FK', 'Bodrum FK', 'Sivasspor', 'Pendikspor', 'Bandırmaspor', 'Esenler Erokspor',
  'Iğdır FK', 'Manisa FK', 'Keçiörengücü', 'Sakaryaspor', 'Çorum FK', 'Boluspor', 'Ümraniyespor', 'Serik Belediyespor',
  'Van Spor FK', 'Sarıyer', 'İstanbulspor', 'Hatayspor', 'Adana Demirspor',
];
const PREMIER = [
  'Liverpool', 'Arsenal', 'Manchester City', 'Chelsea', 'Newcastle United', 'Aston Villa', 'Tottenham',
  'Manchester United', 'Brighton', 'Crystal Palace', 'Nottingham Forest', 'Bournemouth', 'Brentford', 'Fulham',
  'West Ham United', 'Everton', 'Wolverhampton', 'Leeds United', 'Sunderland', 'Burnley',
];
const CHAMPIONSHIP = [
  'Coventry City', 'Middlesbrough', 'Ipswich Town', 'Sheffield United', 'Leicester City', 'Southampton', 'Norwich City',
  'Watford', 'Bristol City', 'Hull City', 'West Bromwich', 'Millwall', 'Stoke City', 'Derby County', 'Preston',
  'Swansea City', 'Queens Park Rangers', 'Blackburn Rovers', 'Wrexham', 'Birmingham City', 'Charlton',
  'Portsmouth', 'Oxford United', 'Sheffield Wednesday',
];
const LA_LIGA = [
  'Real Madrid', 'Barcelona', 'Atletico Madrid', 'Athletic Bilbao', 'Villarreal', 'Real Betis', 'Real Sociedad',
  'Celta Vigo', 'Sevilla', 'Osasuna', 'Girona', 'Rayo Vallecano', 'Valencia', 'Getafe', 'Espanyol', 'Mallorca',
  'Alaves', 'Elche', 'Levante', 'Real Oviedo',
];
const SERIE_A = [
  'Inter', 'Napoli', 'Milan', 'Juventus', 'Atalanta', 'Roma', 'Como', 'Lazio', 'Bologna', 'Fiorentina', 'Torino',
  'Udinese', 'Genoa', 'Sassuolo', 'Cagliari', 'Parma', 'Lecce', 'Verona', 'Cremonese', 'Pisa',
];
const BUNDESLIGA = [
  'Bayern Münih', 'Borussia Dortmund', 'Bayer Leverkusen', 'RB Leipzig', 'Eintracht Frankfurt', 'Stuttgart',
  'Freiburg', 'Mainz 05', 'Wolfsburg', 'Borussia Mönchengladbach', 'Hoffenheim', 'Werder Bremen', 'Union Berlin',
  'Augsburg', 'Köln', 'Hamburg', 'St. Pauli', 'Heidenheim',
];
const LIGUE_1 = [
  'Paris Saint-Germain', 'Marsilya', 'Monaco', 'Lille', 'Lyon', 'Lens', 'Strasbourg', 'Nice', 'Rennes', 'Toulouse',
  'Brest', 'Nantes', 'Auxerre', 'Angers', 'Le Havre', 'Lorient', 'Paris FC', 'Metz',
];
const EREDIVISIE = [
  'PSV Eindhoven', 'Feyenoord', 'Ajax', 'AZ Alkmaar', 'Twente', 'Utrecht', 'NEC Nijmegen', 'Go Ahead Eagles',
  'Heerenveen', 'Groningen', 'Sparta Rotterdam', 'Fortuna Sittard', 'PEC Zwolle', 'NAC Breda', 'Heracles',
  'Excelsior', 'Volendam', 'Telstar',
];
const PORTUGAL = [
  'Benfica', 'Sporting Lizbon', 'Porto', 'Braga', 'Vitoria Guimaraes', 'Famalicao', 'Gil Vicente', 'Moreirense',
  'Estoril', 'Rio Ave', 'Casa Pia', 'Arouca', 'Santa Clara', 'Estrela Amadora', 'Nacional', 'Alverca', 'Tondela',
  'AVS',
];
const BELGIUM = [
  'Club Brugge', 'Union Saint-Gilloise', 'Anderlecht', 'Genk', 'Gent', 'Antwerp', 'Standard Liege', 'Mechelen',
  'Charleroi', 'Westerlo', 'Cercle Brugge', 'OH Leuven', 'Sint-Truiden', 'Zulte Waregem', 'La Louviere', 'Dender',
];
const SAUDI = [
  'Al Hilal', 'Al Nassr', 'Al Ittihad', 'Al Ahli', 'Al Qadsiah', 'Al Shabab', 'Al Ettifaq', 'Al Taawoun', 'Al Fateh',
  'Al Khaleej', 'Al Feiha', 'Al Riyadh', 'Damac', 'Al Kholood', 'Al Okhdood', 'Al Hazem', 'Al Najma', 'NEOM',
];
const BRAZIL = [
  'Flamengo', 'Palmeiras', 'Cruzeiro', 'Botafogo', 'Fluminense', 'Sao Paulo', 'Corinthians', 'Internacional',
  'Gremio', 'Atletico Mineiro', 'Bahia', 'Vasco da Gama', 'Santos', 'Fortaleza', 'Vitoria', 'Mirassol',
  'Bragantino', 'Ceara', 'Juventude', 'Sport Recife',
];
const EURO_ELITE = [
  'Real Madrid', 'Bayern Münih', 'Liverpool', 'Arsenal', 'Barcelona', 'Paris Saint-Germain', 'Inter',
  'Manchester City', 'Chelsea', 'Atletico Madrid', 'Borussia Dortmund', 'Napoli', 'Juventus', 'Bayer Leverkusen',
  'Tottenham', 'Atalanta', 'Newcastle United', 'Benfica', 'Sporting Lizbon', 'Galatasaray', 'PSV Eindhoven',
  'Marsilya', 'Monaco', 'Club Brugge', 'Villarreal', 'Eintracht Frankfurt', 'Athletic Bilbao', 'Ajax',
  'Olympiakos', 'Union Saint-Gilloise', 'Slavia Prag', 'Kopenhag', 'Bodø/Glimt', 'Karabağ', 'Pafos', 'Kairat Almatı',
];
const EURO_SECOND = [
  'Roma', 'Aston Villa', 'Porto', 'Fenerbahçe', 'Lyon', 'Real Betis', 'Nottingham Forest', 'Stuttgart', 'Lille',
  'Freiburg', 'Celta Vigo', 'Bologna', 'Braga', 'Feyenoord', 'Celtic', 'Rangers', 'Red Bull Salzburg',
  'Kızılyıldız', 'Ferencvaros', 'Dinamo Zagreb', 'PAOK', 'Panathinaikos', 'Midtjylland', 'Genk', 'Young Boys',
  'Basel', 'Malmö', 'Viktoria Plzen', 'Ludogorets', 'Maccabi Tel Aviv', 'Sturm Graz', 'Utrecht', 'FCSB',
  'Brann', 'Go Ahead Eagles', 'Nice',
];
const EURO_THIRD = [
  'Crystal Palace', 'Fiorentina', 'Strasbourg', 'Mainz 05', 'Rayo Vallecano', 'AZ Alkmaar', 'Şahtar Donetsk',
  'AEK Atina', 'Sparta Prag', 'Legia Varşova', 'Rapid Viyana', 'Lech Poznan', 'Samsunspor', 'Başakşehir',
  'Shamrock Rovers', 'Omonia', 'AEK Larnaca', 'Jagiellonia', 'Raków', 'Shelbourne', 'Celje', 'Lausanne-Sport',
  'Breidablik', 'Sigma Olomouc', 'Häcken', 'Rijeka', 'Hamrun Spartans', 'Noah', 'Drita', 'Aberdeen',
  'Zrinjski Mostar', 'Dinamo Kiev', 'Slovan Bratislava', 'KuPS', 'Lincoln Red Imps', 'Shkëndija',
];
const SCOTLAND = [
  'Celtic', 'Rangers', 'Hearts', 'Hibernian', 'Aberdeen', 'Motherwell', 'Dundee United', 'Falkirk', 'Kilmarnock',
  'St Mirren', 'Dundee', 'Livingston',
];
const GREECE = [
  'Olympiakos', 'PAOK', 'AEK Atina', 'Panathinaikos', 'Aris', 'Levadiakos', 'OFI Girit', 'Volos', 'Atromitos',
  'Asteras Tripolis', 'Kifisia', 'Panetolikos', 'Panserraikos', 'AEL Larissa',
];
const ZWEITE_LIGA = [
  'Schalke 04', 'Hannover 96', 'Kaiserslautern', 'Darmstadt', 'Paderborn', 'Elversberg', 'Hertha Berlin',
  'Karlsruhe', 'Holstein Kiel', 'Nürnberg', 'Fortuna Düsseldorf', 'Bochum', 'Magdeburg', 'Greuther Fürth',
  'Arminia Bielefeld', 'Dynamo Dresden', 'Preußen Münster', 'Braunschweig',
];
const SERIE_B = [
  'Palermo', 'Monza', 'Venezia', 'Modena', 'Cesena', 'Frosinone', 'Empoli', 'Catanzaro', 'Juve Stabia', 'Sampdoria',
  'Padova', 'Avellino', 'Carrarese', 'Reggiana', 'Virtus Entella', 'Bari', 'Mantova', 'Südtirol', 'Spezia', 'Pescara',
];
const LA_LIGA_2 = [
  'Racing Santander', 'Deportivo La Coruna', 'Almeria', 'Las Palmas', 'Cadiz', 'Burgos', 'Castellon', 'Sporting Gijon',
  'Valladolid', 'Malaga', 'Eibar', 'Cordoba', 'Granada', 'Leganes', 'Albacete', 'Huesca', 'Ceuta', 'Mirandes',
  'Real Zaragoza', 'Andorra', 'Cultural Leonesa', 'Real Sociedad B',
];
const TFF_2_LIG = [
  'Bursaspor', 'Altay', 'Karşıyaka', 'Şanlıurfaspor', 'Adanaspor', 'Kırklarelispor', 'Altınordu', 'Ankara Demirspor',
  'Muşspor', 'Batman Petrolspor', 'Beyoğlu Yeni Çarşı', 'Elazığspor', 'Bucaspor 1928', 'İnegölspor', 'Menemen FK',
  'Mardin 1969', 'Kepezspor', 'Yeni Mersin İdmanyurdu', 'Ankaraspor', 'Aliağa FK',
];
const ARGENTINA = [
  'River Plate', 'Boca Juniors', 'Racing Club', 'Velez Sarsfield', 'Independiente', 'Estudiantes', 'San Lorenzo',
  'Rosario Central', 'Lanus', 'Talleres', 'Argentinos Juniors', 'Huracan', 'Newells Old Boys', 'Belgrano',
  'Godoy Cruz', 'Tigre', 'Union Santa Fe', 'Platense', 'Gimnasia La Plata', 'Banfield',
];
const TURKISH_CUP = [...SUPER_LIG.slice(0, 12), ...BIRINCI_LIG.slice(0, 10), 'Bursaspor', 'Altay', 'Karşıyaka', 'Kırklarelispor'];

export const FOOTBALL_COMPETITIONS: readonly Competition[] = [
  { name: 'Trendyol Süper Lig', sides: SUPER_LIG, perWeek: 9, days: DAYS.weekend, slots: ['14:30', '17:00', '20:00'] },
  { name: 'Trendyol 1. Lig', sides: BIRINCI_LIG, perWeek: 10, days: DAYS.weekend, slots: ['13:30', '16:00', '19:00'] },
  { name: 'Ziraat Türkiye Kupası', sides: TURKISH_CUP, perWeek: 6, days: DAYS.midweekCup, slots: ['13:00', '15:30', '18:00', '20:30'] },
  { name: 'İngiltere Premier Lig', sides: PREMIER, perWeek: 10, days: DAYS.weekend, slots: ['15:30', '18:00', '20:30', '17:00', '19:30'] },
  { name: 'İngiltere Championship', sides: CHAMPIONSHIP, perWeek: 12, days: DAYS.weekend, slots: ['15:30', '18:00', '22:45'] },
  { name: 'İspanya La Liga', sides: LA_LIGA, perWeek: 10, days: DAYS.weekend, slots: ['16:00', '18:15', '20:30', '22:45'] },
  { name: 'İtalya Serie A', sides: SERIE_A, perWeek: 10, days: DAYS.weekend, slots: ['14:30', '17:00', '20:00', '22:45'] },
  { name: 'Almanya Bundesliga', sides: BUNDESLIGA, perWeek: 9, days: DAYS.weekend, slots: ['17:30', '20:30', '19:30', '22:30'] },
  { name: 'Fransa Ligue 1', sides: LIGUE_1, perWeek: 9, days: DAYS.weekend, slots: ['17:00', '19:00', '21:15', '22:45'] },
  { name: 'Hollanda Eredivisie', sides: EREDIVISIE, perWeek: 9, days: DAYS.weekend, slots: ['14:30', '16:45', '18:00', '21:00'] },
  { name: 'Portekiz Liga Portugal', sides: PORTUGAL, perWeek: 9, days: DAYS.weekend, slots: ['18:30', '21:00', '22:30'] },
  { name: 'Belçika Pro Lig', sides: BELGIUM, perWeek: 8, days: DAYS.weekend, slots: ['16:30', '19:00', '21:45'] },
  { name: 'Suudi Arabistan Pro Lig', sides: SAUDI, perWeek: 9, days: DAYS.weekend, slots: ['16:35', '18:40', '20:00', '21:00'] },
  { name: 'Brezilya Serie A', sides: BRAZIL, perWeek: 10, days: DAYS.weekend, slots: ['22:00', '22:30', '01:00', '03:30'] },
  { name: 'UEFA Şampiyonlar Ligi', sides: EURO_ELITE, perWeek: 18, days: DAYS.midweekCup, slots: ['20:45', '23:00'] },
  { name: 'UEFA Avrupa Ligi', sides: EURO_SECOND, perWeek: 18, days: DAYS.thursday, slots: ['20:45', '23:00'] },
  { name: 'UEFA Konferans Ligi', sides: EURO_THIRD, perWeek: 18, days: DAYS.thursday, slots: ['20:45', '23:00'] },
  { name: 'Nesine 2. Lig', sides: TFF_2_LIG, perWeek: 10, days: DAYS.weekend, slots: ['13:00', '14:00', '15:00'] },
  { name: 'Almanya 2. Bundesliga', sides: ZWEITE_LIGA, perWeek: 9, days: DAYS.weekend, slots: ['15:30', '20:30', '22:30'] },
  { name: 'İtalya Serie B', sides: SERIE_B, perWeek: 10, days: DAYS.weekend, slots: ['16:15', '19:00', '22:30'] },
  { name: 'İspanya La Liga 2', sides: LA_LIGA_2, perWeek: 11, days: DAYS.weekend, slots: ['16:00', '18:30', '20:30', '22:30'] },
  { name: 'İskoçya Premiership', sides: SCOTLAND, perWeek: 6, days: DAYS.weekend, slots: ['15:30', '18:00'] },
  { name: 'Yunanistan Süper Lig', sides: GREECE, perWeek: 7, days: DAYS.weekend, slots: ['17:00', '19:30', '21:30'] },
  { name: 'Arjantin Liga Profesional', sides: ARGENTINA, perWeek: 10, days: DAYS.weekend, slots: ['22:00', '00:30', '02:45'] },
];
