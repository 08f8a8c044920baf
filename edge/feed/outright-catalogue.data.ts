/**
 * Long-term (outright) programs: one or more titles per negative sport id, each with its candidates strongest
 * first. {season} is the running season ("2026/27"), {year} the next calendar-year edition.
 */
export interface OutrightTitle {
  title: string;
  competition: string;
  market: string;
  /** Candidates by name, or taken from a competition of the generator's plan (first n sides). */
  candidates: readonly string[] | { sportId: number; competition: string; take: number };
  /** Days from now to the settlement, roughly the season's end. */
  settlesInDays: number;
}

const from = (sportId: number, competition: string, take: number) => ({ sportId, competition, take });
const WINNER = 'Kazanan';

export const OUTRIGHT_TITLES: Readonly<Record<number, readonly OutrightTitle[]>> = {
  [-1]: [
    { title: 'Trendyol Süper Lig {season} Şampiyonu', competition: 'Trendyol Süper Lig', market: WINNER, candidates: from(1, 'Trendyol Süper Lig', 12), settlesInDays: 180 },
    { title: 'İngiltere Premier Lig {season} Şampiyonu', competition: 'İngiltere Premier Lig', market: WINNER, candidates: from(1, 'İngiltere Premier Lig', 10), settlesInDays: 175 },
    { title: 'UEFA Şampiyonlar Ligi {season} Şampiyonu', competition: 'UEFA Şampiyonlar Ligi', market: WINNER, candidates: from(1, 'UEFA Şampiyonlar Ligi', 20), settlesInDays: 190 },
    {
      title: 'Trendyol Süper Lig {season} Gol Kralı', competition: 'Trendyol Süper Lig', market: 'Gol Kralı', settlesInDays: 180,
      candidates: ['Victor Osimhen', 'Mauro Icardi', 'Youssef En-Nesyri', 'Kerem Aktürkoğlu', 'Tammy Abraham', 'Paul Onuachu', 'Eldor Shomurodov', 'Juan Santos', 'Marius Mouandilmadji', 'Krzysztof Piatek'],
    },
  ],
  [-2]: [
    { title: 'NBA {season} Şampiyonu', competition: 'NBA', market: WINNER, candidates: from(2, 'NBA', 16), settlesInDays: 210 },
    { title: 'THY EuroLeague {season} Şampiyonu', competition: 'THY EuroLeague', market: WINNER, candidates: from(2, 'THY EuroLeague', 14), settlesInDays: 185 },
    { title: 'Basketbol Süper Ligi {season} Şampiyonu', competition: 'Basketbol Süper Ligi', market: WINNER, candidates: from(2, 'Basketbol Süper Ligi', 10), settlesInDays: 200 },
  ],
  [-23]: [
    { title: 'Sultanlar Ligi {season} Şampiyonu', competition: 'Sultanlar Ligi', market: WINNER, candidates: from(3, 'Sultanlar Ligi', 8), settlesInDays: 150 },
    { title: 'Efeler Ligi {season} Şampiyonu', competition: 'Efeler Ligi', market: WINNER, candidates: from(3, 'Efeler Ligi', 8), settlesInDays: 150 },
  ],
  [-4]: [{ title: 'NHL {season} Stanley Kupası Şampiyonu', competition: 'NHL', market: WINNER, candidates: from(4, 'NHL', 16), settlesInDays: 210 }],
  [-5]: [
    { title: 'Avustralya Açık {year} - Erkekler Tekler Şampiyonu', competition: 'Avustralya Açık', market: WINNER, candidates: from(5, 'Davis Kupası Finalleri - Bologna', 16), settlesInDays: 70 },
    { title: 'Avustralya Açık {year} - Kadınlar Tekler Şampiyonu', competition: 'Avustralya Açık', market: WINNER, candidates: from(5, 'Billie Jean King Kupası Finalleri', 16), settlesInDays: 69 },
  ],
  [-6]: [{ title: 'EHF Şampiyonlar Ligi {season} Şampiyonu', competition: 'EHF Şampiyonlar Ligi', market: WINNER, candidates: from(6, 'EHF Şampiyonlar Ligi', 12), settlesInDays: 200 }],
  [-16]: [{ title: 'NFL {season} Super Bowl Şampiyonu', competition: 'NFL', market: WINNER, candidates: from(16, 'NFL', 16), settlesInDays: 80 }],
  [-17]: [{ title: 'Fransa Bisiklet Turu {year} - Genel Klasman Birincisi', competition: 'Fransa Bisiklet Turu', market: WINNER, candidates: from(17, 'UCI WorldTour - Tour of Guangxi', 12), settlesInDays: 245 }],
  [-19]: [{ title: 'Dünya Snooker Şampiyonası {year} Şampiyonu', competition: 'Dünya Snooker Şampiyonası', market: WINNER, candidates: from(19, 'UK Şampiyonası', 16), settlesInDays: 160 }],
  [-20]: [{ title: 'Dünya Masa Tenisi Şampiyonası {year} - Erkekler Tekler Şampiyonu', competition: 'Dünya Masa Tenisi Şampiyonası', market: WINNER, candidates: from(20, 'WTT Finalleri', 12), settlesInDays: 180 }],
  [-11]: [
    { title: 'Formula 1 {year} Pilotlar Şampiyonu', competition: 'Formula 1', market: WINNER, candidates: from(11, 'Formula 1 - Las Vegas Grand Prix', 12), settlesInDays: 370 },
    { title: 'MotoGP {year} Dünya Şampiyonu', competition: 'MotoGP', market: WINNER, candidates: from(11, 'MotoGP - Valencia Grand Prix', 10), settlesInDays: 350 },
  ],
  [-543]: [{ title: 'Ağır Siklet Dünya Şampiyonluğu {year} - Yıl Sonu Kemer Sahibi', competition: 'Ağır Siklet Dünya Şampiyonluğu', market: WINNER, candidates: ['Oleksandr Usyk', 'Agit Kabayel', 'Daniel Dubois', 'Joseph Parker', 'Moses Itauma', 'Fabio Wardley', 'Anthony Joshua', 'Filip Hrgovic'], settlesInDays: 400 }],
  [-561]: [{ title: 'Dünya Atletizm Şampiyonası {year} - Erkekler 100 m Şampiyonu', competition: 'Dünya Atletizm Şampiyonası', market: WINNER, candidates: from(561, 'Dünya Atletizm Kıtalar Turu - Erkekler 100 m', 8), settlesInDays: 280 }],
  [-583]: [{ title: 'Dünya Judo Şampiyonası {year} - Erkekler -81 kg Şampiyonu', competition: 'Dünya Judo Şampiyonası', market: WINNER, candidates: from(583, 'IJF Grand Slam - Erkekler -81 kg', 10), settlesInDays: 200 }],
  [-681]: [{ title: 'Dünya Okçuluk Şampiyonası {year} - Klasik Yay Erkekler Şampiyonu', competition: 'Dünya Okçuluk Şampiyonası', market: WINNER, candidates: from(681, 'Okçuluk Dünya Kupası - Klasik Yay', 10), settlesInDays: 290 }],
  [-117]: [{ title: 'UFC Hafif Siklet Unvanı - {year} Sonu Şampiyonu', competition: 'UFC', market: WINNER, candidates: ['Ilia Topuria', 'Islam Makhachev', 'Arman Tsarukyan', 'Charles Oliveira', 'Justin Gaethje', 'Max Holloway', 'Paddy Pimblett', 'Dan Hooker'], settlesInDays: 400 }],
  [-109]: [{ title: 'Counter-Strike Major {year} Şampiyonu', competition: 'Counter-Strike Major', market: WINNER, candidates: from(109, 'ESL Pro League Sezon 22', 16), settlesInDays: 200 }],
  [-110]: [{ title: 'LoL Dünya Şampiyonası {year} Şampiyonu', competition: 'LoL Dünya Şampiyonası', market: WINNER, candidates: ['Gen.G', 'T1', 'Hanwha Life Esports', 'Bilibili Gaming', "Anyone's Legend", 'Top Esports', 'G2 Esports', 'KT Rolster', 'Movistar KOI', 'Fnatic', 'FlyQuest', 'Team Liquid'], settlesInDays: 340 }],
  [-111]: [{ title: 'The International {year} Şampiyonu', competition: 'The International', market: WINNER, candidates: from(111, 'DreamLeague Sezon 27', 14), settlesInDays: 290 }],
  [-112]: [{ title: 'StarCraft II Dünya Şampiyonası {year} Şampiyonu', competition: 'StarCraft II Dünya Şampiyonası', market: WINNER, candidates: from(112, 'ESL SC2 Masters', 12), settlesInDays: 300 }],
  [-113]: [{ title: 'Hearthstone Dünya Şampiyonası {year} Şampiyonu', competition: 'Hearthstone Dünya Şampiyonası', market: WINNER, candidates: from(113, 'Hearthstone Masters Tour', 10), settlesInDays: 330 }],
  [-118]: [{ title: 'Call of Duty League Şampiyonası {year} Şampiyonu', competition: 'Call of Duty League', market: WINNER, candidates: from(118, 'Call of Duty League', 12), settlesInDays: 220 }],
  [-121]: [{ title: 'Overwatch Champions Series {year} Dünya Finali Şampiyonu', competition: 'Overwatch Champions Series', market: WINNER, candidates: from(121, 'Overwatch Champions Series', 10), settlesInDays: 330 }],
};
