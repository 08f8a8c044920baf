/** Competitions of the individual sports, duels and head-to-head races, players strongest first. */
import { DAYS, hourly, type Competition } from './sport-plan';

const ATP = [
  'Jannik Sinner', 'Carlos Alcaraz', 'Alexander Zverev', 'Novak Djokovic', 'Taylor Fritz', 'Ben Shelton',
  'Alex de Minaur', 'Lorenzo Musetti', 'Felix Auger-Aliassime', 'Jack Draper', 'Holger Rune', 'Casper Ruud',
  'Daniil Medvedev', 'Andrey Rublev', 'Karen Khachanov', 'Jakub Mensik', 'Alexander Bublik', 'Tommy Paul',
  'Joao Fonseca', 'Flavio Cobolli', 'Francisco Cerundolo', 'Arthur Fils', 'Frances Tiafoe', 'Stefanos Tsitsipas',
  'Tomas Machac', 'Jiri Lehecka', 'Ugo Humbert', 'Grigor Dimitrov', 'Hubert Hurkacz', 'Learner Tien',
  'Alejandro Davidovich Fokina', 'Sebastian Korda', 'Zizou Bergs', 'Valentin Vacherot', 'Altuğ Çelikbilek',
  'Cem İlkel',
];
const WTA = [
  'Aryna Sabalenka', 'Iga Swiatek', 'Coco Gauff', 'Amanda Anisimova', 'Elena Rybakina', 'Jessica Pegula',
  'Madison Keys', 'Mirra Andreeva', 'Jasmine Paolini', 'Ekaterina Alexandrova', 'Belinda Bencic', 'Clara Tauson',
  'Elina Svitolina', 'Karolina Muchova', 'Linda Noskova', 'Emma Navarro', 'Naomi Osaka', 'Victoria Mboko',
  'Leylah Fernandez', 'Liudmila Samsonova', 'Diana Shnaider', 'Paula Badosa', 'Marta Kostyuk', 'Elise Mertens',
  'Zeynep Sönmez', 'Emma Raducanu', 'Ons Jabeur', 'Beatriz Haddad Maia', 'Sofia Kenin', 'Dayana Yastremska',
];
const SNOOKER = [
  'Judd Trump', 'Kyren Wilson', 'Mark Selby', 'Neil Robertson', "Ronnie O'Sullivan", 'Zhao Xintong', 'Mark Allen',
  'John Higgins', 'Shaun Murphy', 'Xiao Guodong', 'Ding Junhui', 'Mark Williams', 'Barry Hawkins', 'Si Jiahui',
  'Wu Yize', 'Chris Wakelin', 'Ali Carter', 'Luca Brecel', 'Jack Lisowski', 'Zhang Anda', 'Stuart Bingham',
  'Tom Ford', 'Hossein Vafaei', 'Pang Junxu', 'Gary Wilson', 'Elliot Slessor', "Joe O'Connor", 'Jackson Page',
];
const TABLE_TENNIS = [
  'Wang Chuqin', 'Lin Shidong', 'Tomokazu Harimoto', 'Hugo Calderano', 'Truls Möregard', 'Lin Yun-Ju',
  'Felix Lebrun', 'Dang Qiu', 'Patrick Franziska', 'Anders Lind', 'Darko Jorgic', 'Alexis Lebrun', 'Jang Woojin',
  'Quadri Aruna', 'Omar Assar', 'Ibrahima Diaw', 'Ibrahim Gündüz', 'Abdullah Talha Yiğenler', 'Vladimir Sidorenko',
  'Kirill Skachkov', 'Lubomir Jancarik', 'Tomas Polansky', 'Michal Bankosz', 'Pavel Sirucek', 'Milan Klement',
  'Jiri Vrablik', 'Petr David', 'Josef Silhan',
];
const BOXING = [
  'Oleksandr Usyk', 'Naoya Inoue', 'Terence Crawford', 'Dmitry Bivol', 'Artur Beterbiev', 'Shakur Stevenson',
  'Jesse Rodriguez', 'Canelo Alvarez', 'David Benavidez', 'Gervonta Davis', 'Jaron Ennis', 'Junto Nakatani',
  'Agit Kabayel', 'Daniel Dubois', 'Joseph Parker', 'Devin Haney', 'Jai Opetaia', 'Anthony Joshua', 'Ryan Garcia',
  'Moses Itauma', 'Fabio Wardley', 'Filip Hrgovic',
];
const MMA = [
  'Islam Makhachev', 'Ilia Topuria', 'Merab Dvalishvili', 'Khamzat Chimaev', 'Tom Aspinall', 'Alexander Volkanovski',
  'Alex Pereira', 'Magomed Ankalaev', 'Dricus du Plessis', 'Jack Della Maddalena', 'Belal Muhammad',
  'Arman Tsarukyan', 'Charles Oliveira', 'Max Holloway', 'Sean O\'Malley', 'Jiri Prochazka', 'Shavkat Rakhmonov',
  'Justin Gaethje', 'Umar Nurmagomedov', 'Kamaru Usman', 'Sean Strickland', 'Israel Adesanya',
];
const JUDO = [
  'Tato Grigalashvili', 'Hidayat Heydarov', 'Lasha Bekauri', 'Matthias Casse', 'Takanori Nagase', 'Vugar Talibov',
  'Mihraç Akkuş', 'Zelim Tckaev', 'Sami Chouchi', 'Eduardo Barbosa', 'Luka Maisuradze', 'Joan-Benjamin Gaba',
];
const ARCHERY = [
  'Kim Woo-jin', 'Mete Gazoz', 'Brady Ellison', 'Lee Woo-seok', 'Marcus D\'Almeida', 'Florian Unruh',
  'Mauro Nespoli', 'Dhiraj Bommadevara', 'Kao Wen-chao', 'Andres Temino', 'Berkim Tümer', 'Baptiste Addis',
];
const CYCLING = [
  'Tadej Pogacar', 'Jonas Vingegaard', 'Remco Evenepoel', 'Joao Almeida', 'Juan Ayuso', 'Primoz Roglic',
  'Mathieu van der Poel', 'Tom Pidcock', 'Mads Pedersen', 'Wout van Aert', 'Richard Carapaz', 'Adam Yates',
  'Isaac del Toro', 'Florian Lipowitz',
];
const F1 = [
  'Lando Norris', 'Max Verstappen', 'Oscar Piastri', 'George Russell', 'Charles Leclerc', 'Lewis Hamilton',
  'Kimi Antonelli', 'Alexander Albon', 'Carlos Sainz', 'Fernando Alonso', 'Isack Hadjar', 'Nico Hülkenberg',
  'Oliver Bearman', 'Liam Lawson', 'Esteban Ocon', 'Lance Stroll', 'Yuki Tsunoda', 'Pierre Gasly',
  'Gabriel Bortoleto', 'Franco Colapinto',
];
const MOTOGP = [
  'Marc Marquez', 'Alex Marquez', 'Francesco Bagnaia', 'Marco Bezzecchi', 'Pedro Acosta', 'Fabio Di Giannantonio',
  'Fermin Aldeguer', 'Franco Morbidelli', 'Jorge Martin', 'Johann Zarco', 'Toprak Razgatlıoğlu', 'Enea Bastianini',
];
const SPRINT = ['Kishane Thompson', 'Noah Lyles', 'Oblique Seville', 'Letsile Tebogo', 'Kenny Bednarek', 'Fred Kerley', 'Zharnel Hughes', 'Akani Simbine'];
const POLE_VAULT = ['Armand Duplantis', 'Emmanouil Karalis', 'Kurtis Marschall', 'Sam Kendricks', 'Ersu Şaşma', 'Menno Vloon', 'Thibaut Collet'];
const THREE_CUSHION = [
  'Dick Jaspers', 'Tayfun Taşdemir', 'Cho Myung-woo', 'Frederic Caudron', 'Semih Saygıner', 'Marco Zanetti',
  'Eddy Merckx', 'Daniel Sanchez', 'Murat Naci Çoklu', 'Tolgahan Kiraz', 'Jeremy Bury', 'Torbjörn Blomdahl',
  'Berkay Karakurt', 'Lütfi Çenet',
];
const NINE_BALL = ['Fedor Gorst', 'Joshua Filler', 'Shane Van Boening', 'Jayson Shaw', 'Albin Ouschan', 'Eklent Kaçi', 'Carlo Biado', 'Ko Pin-yi', 'Wojciech Szewczyk', 'Francisco Sanchez Ruiz'];
const DARTS = [
  'Luke Littler', 'Luke Humphries', 'Michael van Gerwen', 'Gerwyn Price', 'Stephen Bunting', 'Gian van Veen',
  'Jonny Clayton', 'Josh Rock', 'Nathan Aspinall', 'Chris Dobey', 'Rob Cross', 'Damon Heta', 'Danny Noppert',
  'Peter Wright',
];
const CHESS = [
  'Magnus Carlsen', 'Hikaru Nakamura', 'Fabiano Caruana', 'Arjun Erigaisi', 'Gukesh Dommaraju', 'Nodirbek Abdusattorov',
  'Praggnanandhaa Rameshbabu', 'Alireza Firouzja', 'Wesley So', 'Anish Giri', 'Yağız Kaan Erdoğmuş', 'Ediz Gürel',
];

export const TENNIS_COMPETITIONS: Competition[] = [
  { name: 'ATP Finalleri - Torino', sides: ATP.slice(0, 8), perWeek: 6, days: DAYS.everyDay, slots: ['16:30', '22:00'] },
  { name: 'ATP Challenger - Yokohama', sides: ATP.slice(18), perWeek: 24, days: DAYS.weekdays, slots: ['04:00', '05:30', '07:00', '08:30'] },
  { name: 'ATP Challenger - Antalya', sides: ATP.slice(14), perWeek: 24, days: DAYS.weekdays, slots: ['11:00', '12:30', '14:00', '15:30'] },
  { name: 'WTA 125 - Montevideo', sides: WTA.slice(12), perWeek: 20, days: DAYS.weekdays, slots: ['17:00', '19:00', '21:00', '23:00'] },
  { name: 'Billie Jean King Kupası Finalleri', sides: WTA.slice(0, 16), perWeek: 10, days: DAYS.everyDay, slots: ['13:00', '15:30', '18:00'] },
  { name: 'Davis Kupası Finalleri - Bologna', sides: ATP.slice(0, 24), perWeek: 10, days: DAYS.everyDay, slots: ['12:00', '14:00', '17:00', '19:00'] },
  { name: 'ITF Erkekler - İstanbul', sides: ATP.slice(20), perWeek: 16, days: DAYS.weekdays, slots: ['10:00', '11:30', '13:00', '14:30'] },
  { name: 'ITF Kadınlar - Antalya', sides: WTA.slice(14), perWeek: 14, days: DAYS.weekdays, slots: ['10:00', '11:30', '13:00', '14:30'] },
];
export const SNOOKER_COMPETITIONS: Competition[] = [
  { name: 'UK Şampiyonası', sides: SNOOKER, perWeek: 14, days: DAYS.everyDay, slots: ['13:00', '15:00', '17:00', '21:00'] },
  { name: 'Championship League', sides: SNOOKER.slice(10), perWeek: 8, days: DAYS.weekdays, slots: ['14:00', '16:00', '18:00'] },
];
export const TABLE_TENNIS_COMPETITIONS: Competition[] = [
  { name: 'WTT Finalleri', sides: TABLE_TENNIS.slice(0, 16), perWeek: 12, days: DAYS.everyDay, slots: ['10:00', '12:30', '15:00'] },
  { name: 'Çekya Liga Pro', sides: TABLE_TENNIS.slice(16), perWeek: 48, days: DAYS.everyDay, slots: hourly(8, 22, '30') },
];
export const BOXING_COMPETITIONS: Competition[] = [
  { name: 'Dünya Şampiyonluk Maçları', sides: BOXING, perWeek: 7, days: DAYS.saturday, slots: ['22:00', '23:30', '01:00'] },
];
export const MMA_COMPETITIONS: Competition[] = [
  { name: 'UFC Fight Night', sides: MMA, perWeek: 12, days: DAYS.saturday, slots: ['22:00', '23:00', '00:00', '01:00'] },
];
export const JUDO_COMPETITIONS: Competition[] = [
  { name: 'IJF Grand Slam - Erkekler -81 kg', sides: JUDO, perWeek: 7, days: [2, 0, 0, 0, 0, 1, 2], slots: ['10:00', '12:00', '16:00'] },
];
export const ARCHERY_COMPETITIONS: Competition[] = [
  { name: 'Okçuluk Dünya Kupası - Klasik Yay', sides: ARCHERY, perWeek: 6, days: DAYS.weekend, slots: ['11:00', '13:00', '15:00'] },
];
export const CYCLING_COMPETITIONS: Competition[] = [
  { name: 'UCI WorldTour - Tour of Guangxi', sides: CYCLING, perWeek: 6, days: DAYS.everyDay, slots: ['09:00', '10:00'] },
];
export const MOTOR_COMPETITIONS: Competition[] = [
  { name: 'Formula 1 - Las Vegas Grand Prix', sides: F1, perWeek: 5, days: [2, 0, 0, 0, 0, 0, 1], slots: ['07:00'] },
  { name: 'MotoGP - Valencia Grand Prix', sides: MOTOGP, perWeek: 3, days: [1, 0, 0, 0, 0, 0, 0], slots: ['16:00'] },
];
export const ATHLETICS_COMPETITIONS: Competition[] = [
  { name: 'Dünya Atletizm Kıtalar Turu - Erkekler 100 m', sides: SPRINT, perWeek: 4, days: DAYS.weekend, slots: ['19:00', '20:30'] },
  { name: 'Dünya Atletizm Kıtalar Turu - Sırıkla Yüksek Atlama', sides: POLE_VAULT, perWeek: 3, days: DAYS.weekend, slots: ['18:00'] },
];
export const DUEL_COMPETITIONS: Competition[] = [
  { name: '3 Bant Bilardo Dünya Kupası', sides: THREE_CUSHION, perWeek: 10, days: DAYS.everyDay, slots: ['12:00', '14:30', '17:00', '19:30'] },
  { name: '9 Top Bilardo - Mosconi Kupası', sides: NINE_BALL, perWeek: 5, days: DAYS.weekend, slots: ['16:00', '20:00', '22:00'] },
];
export const OTHER_EVENT_COMPETITIONS = (chess: Competition['model']): Competition[] => [
  { name: 'PDC Dart Grand Slam', sides: DARTS, perWeek: 10, days: DAYS.everyDay, slots: ['17:00', '19:00', '21:00', '22:30'] },
  { name: 'Satranç - Hızlı Satranç Turu', sides: CHESS, perWeek: 6, days: DAYS.weekend, slots: ['15:00', '17:00', '19:00'], model: chess },
];
