/**
 * SportIcon: the icon of a sport by its id from the shared sport table (shared/constants/sports.ts). Outright
 * (negative) ids take their sport's icon; the e-sports group a controller, the outright group and unknown ids a
 * trophy. 24×24 stroke drawings (symbols of sport-icons.svg) in currentColor, hidden from assistive technology
 * unless given a label.
 */
import { ESPORTS_GROUP_ID, OUTRIGHT_GROUP_ID, sportById } from '@shared/constants/sports';
import { cx } from './class-names';
// The drawings are symbols of one static sprite (hashed, cached and precached apart from the JavaScript); the
// no-inline query keeps it a file, as <use> does not take a data: URL.
import spriteUrl from './sport-icons.svg?no-inline';

/** The sprite's symbol id by sport id: every id of SPORTS has one (a test checks it against the sprite). */
export const SPORT_ICONS: Readonly<Record<number, string>> = {
  1: 'football',
  2: 'basketball',
  3: 'volleyball',
  4: 'ice-hockey',
  5: 'tennis',
  6: 'handball',
  16: 'american-football',
  17: 'cycling',
  19: 'snooker',
  20: 'table-tennis',
  11: 'motor-sports',
  26: 'olympics',
  543: 'boxing',
  561: 'athletics',
  583: 'judo',
  681: 'archery',
  117: 'mma',
  137: 'e-football',
  153: 'e-basketball',
  109: 'cs-go',
  110: 'lol',
  111: 'dota2',
  112: 'starcraft2',
  113: 'hearthstone',
  118: 'call-of-duty',
  121: 'overwatch',
  98: 'billiard',
  99: 'trophy',
  [ESPORTS_GROUP_ID]: 'gamepad',
  [OUTRIGHT_GROUP_ID]: 'trophy',
};

export const TROPHY_ICON = 'trophy';

/** The symbol id for any sport, outright or group id; the trophy when the id is unknown. */
export const sportIconFor = (sportId: number): string => {
  const own = SPORT_ICONS[sportId];
  if (own) return own;
  const sport = sportById(sportId);
  return (sport && SPORT_ICONS[sport.id]) || TROPHY_ICON;
};

/** The URL of a symbol in the sprite, for <use href>. */
export const sportIconHref = (sportId: number): string => `${spriteUrl}#${sportIconFor(sportId)}`;

export interface SportIconProps {
  sportId: number;
  /** Rendered size in px (default 20). */
  size?: number;
  /** Accessible name; when given the icon is an img, otherwise it is hidden (the text beside it names the sport). */
  label?: string;
  className?: string;
}

export function SportIcon({ sportId, size = 20, label, className }: SportIconProps) {
  return (
    <svg
      className={cx('ui-sport-icon', className)}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-sport-id={sportId}
    >
      <use href={sportIconHref(sportId)} />
    </svg>
  );
}
