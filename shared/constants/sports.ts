/**
 * The sport table (spec sections 1-3). Ids of section 3, slugs of section 2, outright (long-term) ids of the
 * section 2 outright table. Ids the spec does not give (Olympics, duel/billiard, other events) are our own and
 * documented in the README.
 */
export const ESPORTS_GROUP_ID = 999;
export const OUTRIGHT_GROUP_ID = -999;

export type SportKind = 'team' | 'player' | 'duel' | 'race' | 'multi';

export interface Sport {
  readonly id: number;
  readonly name: string;
  /** Canonical slug first; some sports are seen under two readings. */
  readonly slugs: readonly string[];
  /** Negative id of the long-term (outright) program, where the sport has one. */
  readonly outrightId?: number;
  readonly esports: boolean;
  readonly kind: SportKind;
  /** Whether the match result market has a draw (X). */
  readonly hasDraw: boolean;
}

const s = (
  id: number,
  name: string,
  slugs: string[],
  kind: SportKind,
  hasDraw: boolean,
  outrightId?: number,
  esports = false,
): Sport => ({ id, name, slugs, kind, hasDraw, outrightId, esports });

export const SPORTS: readonly Sport[] = [
  s(1, 'Futbol', ['futbol'], 'team', true, -1),
  s(2, 'Basketbol', ['basketbol'], 'team', false, -2),
  s(3, 'Voleybol', ['voleybol'], 'team', false, -23),
  s(4, 'Buz Hokeyi', ['buz-hokeyi'], 'team', true, -4),
  s(5, 'Tenis', ['tenis'], 'player', false, -5),
  s(6, 'Hentbol', ['hentbol'], 'team', true, -6),
  s(16, 'Amerikan Futbolu', ['amerikan-futbolu'], 'team', true, -16),
  s(17, 'Bisiklet', ['bisiklet'], 'race', false, -17),
  s(19, 'Snooker', ['snooker'], 'player', false, -19),
  s(20, 'Masa Tenisi', ['masa-tenisi'], 'player', false, -20),
  s(11, 'Motor Sporları', ['motor-sportlari', 'motorsporlari'], 'race', false, -11),
  s(26, 'Olimpiyatlar', ['olimpiyatlar'], 'multi', false),
  s(543, 'Boks', ['boks'], 'player', true, -543),
  s(561, 'Atletizm', ['atletizm'], 'race', false, -561),
  s(583, 'Judo', ['judo'], 'player', false, -583),
  s(681, 'Okçuluk', ['okculuk'], 'player', false, -681),
  s(117, 'MMA', ['mma'], 'player', true, -117),
  s(137, 'e-Futbol', ['e-futbol'], 'team', true, undefined, true),
  s(153, 'e-Basketbol', ['e-basketbol'], 'team', false, undefined, true),
  s(109, 'CS-GO', ['csgo'], 'team', false, -109, true),
  s(110, 'LoL', ['lol'], 'team', false, -110, true),
  s(111, 'Dota2', ['dota2'], 'team', false, -111, true),
  s(112, 'StarCraft2', ['starcraft2'], 'player', false, -112, true),
  s(113, 'Hearthstone', ['hearthstone'], 'player', false, -113, true),
  s(118, 'Call of Duty', ['callofduty'], 'team', false, -118, true),
  s(121, 'Overwatch', ['overwatch'], 'team', false, -121, true),
  s(98, 'Düello', ['duello'], 'duel', false),
  s(99, 'Diğer Etkinlikler', ['diger-etkinlikler'], 'duel', false),
];

/** Sports whose events are duels or billiard matches: valid only while present in the loaded program. */
export const DUEL_SPORT_IDS: readonly number[] = [98, 99];

/** Long-term tab order (spec section 2). */
export const LONG_TERM_TAB_ORDER: readonly number[] = [-1, -2, -5, -23, -6, -20, -4, -19, -11];

export const sportById = (id: number): Sport | undefined =>
  SPORTS.find((sp) => sp.id === id || sp.outrightId === id);

export const sportBySlug = (slug: string): Sport | undefined => SPORTS.find((sp) => sp.slugs.includes(slug));

export const canonicalSlug = (sport: Sport): string => sport.slugs[0] ?? String(sport.id);

export const isOutrightId = (id: number): boolean => id < 0 && id !== OUTRIGHT_GROUP_ID;

export const OUTRIGHT_IDS: readonly number[] = SPORTS.flatMap((sp) => (sp.outrightId ? [sp.outrightId] : []));

/** The group a sport id belongs to: e-sports 999, outright -999, otherwise the id itself. */
export const sportGroup = (id: number): number => {
  if (isOutrightId(id)) return OUTRIGHT_GROUP_ID;
  return sportById(id)?.esports ? ESPORTS_GROUP_ID : id;
};

/** Bet detail providers: negative sport ids from provider 1 use ?uvc= instead of ?code=. */
export const OUTRIGHT_DETAIL_PROVIDER = 1;
