/**
 * A live match's state (LiveState, shared/protocol/program.ts) as short Turkish text for a program row ('67′',
 * 'İY', '2. Çeyrek 04:12', '2. Set 6-4 3-2 (30-15)', '3. Harita 9-7') and as words for its accessible name.
 */
import { LOCALE } from '../constants/business';
import type { LiveState } from '../protocol/program';

const pad2 = (n: number): string => String(n).padStart(2, '0');
const lowerTr = (text: string): string => text.toLocaleLowerCase(LOCALE);
const pairText = ([h, a]: readonly [number | string, number | string]): string => `${h}-${a}`;

/** The running minute: '67′'. */
export const formatMinute = (minute: number): string => `${minute}′`;

/** mm:ss of a game clock: '04:12'. */
export const formatGameClock = (seconds: number): string => `${pad2(Math.floor(seconds / 60))}:${pad2(seconds % 60)}`;

/** What a period of a quarters sport is called: a quarter in four-period games, a period otherwise. */
const quarterName = (periods: number): string => (periods === 4 ? 'Çeyrek' : 'Periyot');

/** The short text of a live state for a program row. */
export const formatLiveState = (s: LiveState): string => {
  switch (s.kind) {
    case 'clock':
      if (s.running) return formatMinute(s.minute);
      if (s.period >= s.periods) return 'MS';
      return s.periods === 2 ? 'İY' : `${s.period}. Periyot Sonu`;
    case 'quarters':
      if (s.running) return `${s.period}. ${quarterName(s.periods)} ${formatGameClock(s.clockSeconds)}`;
      if (s.period >= s.periods) return 'MS';
      return s.period * 2 === s.periods ? 'Devre Arası' : `${s.period}. ${quarterName(s.periods)} Sonu`;
    case 'sets': {
      if (s.sets.length === 0) return '';
      const text = `${s.sets.length}. Set ${s.sets.map(pairText).join(' ')}`;
      return s.points ? `${text} (${pairText(s.points)})` : text;
    }
    case 'maps':
      return s.rounds ? `${s.map}. ${s.unit} ${pairText(s.rounds)}` : `${s.map}. ${s.unit}`;
  }
};

/** The live state in words for an accessible name: '67. dakika', 'devre arası', '2. çeyrek, kalan süre 04:12'. */
export const describeLiveState = (s: LiveState): string => {
  switch (s.kind) {
    case 'clock':
      if (s.running) return `${s.minute}. dakika`;
      if (s.period >= s.periods) return 'maç sonu';
      return s.periods === 2 ? 'devre arası' : `${s.period}. periyot sonu`;
    case 'quarters':
      if (s.running) return `${s.period}. ${lowerTr(quarterName(s.periods))}, kalan süre ${formatGameClock(s.clockSeconds)}`;
      return s.period >= s.periods ? 'maç sonu' : lowerTr(formatLiveState(s));
    case 'sets': {
      if (s.sets.length === 0) return '';
      const text = `${s.sets.length}. set, set skorları ${s.sets.map(pairText).join(', ')}`;
      return s.points ? `${text}, oyun ${pairText(s.points)}` : text;
    }
    case 'maps': {
      const text = `${s.map}. ${lowerTr(s.unit)}`;
      return s.rounds ? `${text}, raunt ${pairText(s.rounds)}` : text;
    }
  }
};

/** Who serves in a tennis match, by name; null in other states. */
export const serverOf = (s: LiveState | null | undefined, home: string | undefined, away: string | undefined): string | null => {
  if (s?.kind !== 'sets' || s.server === undefined) return null;
  return (s.server === 0 ? home : away) ?? null;
};
