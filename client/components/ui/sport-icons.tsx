/**
 * SportIcon: the icon of a sport by its id from the shared sport table (shared/constants/sports.ts). Outright
 * (negative) ids take their sport's icon; the e-sports group a controller, the outright group and unknown ids a
 * trophy. 24×24 stroke drawings in currentColor, hidden from assistive technology unless given a label.
 */
import type { ComponentType } from 'react';
import { ESPORTS_GROUP_ID, OUTRIGHT_GROUP_ID, sportById } from '@shared/constants/sports';
import { cx } from './class-names';
import { AmericanFootball, Basketball, Billiard, Football, Handball, IceHockey, Snooker, TableTennis, Tennis, Volleyball } from './sport-icons-ball';
import { Archery, Athletics, Boxing, Cycling, Judo, Mma, MotorSports, Olympics, Trophy } from './sport-icons-other';
import { CallOfDuty, CsGo, Dota2, EBasketball, EFootball, Gamepad, Hearthstone, Lol, Overwatch, StarCraft2 } from './sport-icons-esports';

/** Drawings by sport id: every id of SPORTS has one (a test checks it). */
export const SPORT_ICONS: Readonly<Record<number, ComponentType>> = {
  1: Football,
  2: Basketball,
  3: Volleyball,
  4: IceHockey,
  5: Tennis,
  6: Handball,
  16: AmericanFootball,
  17: Cycling,
  19: Snooker,
  20: TableTennis,
  11: MotorSports,
  26: Olympics,
  543: Boxing,
  561: Athletics,
  583: Judo,
  681: Archery,
  117: Mma,
  137: EFootball,
  153: EBasketball,
  109: CsGo,
  110: Lol,
  111: Dota2,
  112: StarCraft2,
  113: Hearthstone,
  118: CallOfDuty,
  121: Overwatch,
  98: Billiard,
  99: Trophy,
  [ESPORTS_GROUP_ID]: Gamepad,
  [OUTRIGHT_GROUP_ID]: Trophy,
};

/** The drawing for any sport, outright or group id; the trophy when the id is unknown. */
export const sportIconFor = (sportId: number): ComponentType => {
  const own = SPORT_ICONS[sportId];
  if (own) return own;
  const sport = sportById(sportId);
  return (sport && SPORT_ICONS[sport.id]) || Trophy;
};

export interface SportIconProps {
  sportId: number;
  /** Rendered size in px (default 20). */
  size?: number;
  /** Accessible name; when given the icon is an img, otherwise it is hidden (the text beside it names the sport). */
  label?: string;
  className?: string;
}

export function SportIcon({ sportId, size = 20, label, className }: SportIconProps) {
  const Drawing = sportIconFor(sportId);
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
      <Drawing />
    </svg>
  );
}
