/**
 * Where a bet detail opens (spec section 4, bet detail routing), by the edge's own rule in
 * shared/rules/bet-detail-route.ts: a match started longer ago than its lsTimeout goes to the match center (checked
 * before the live check: a live MMA fight opens the match center), a live event to the live page, otherwise the
 * event's navLink (the sport's detail page with ?code=, or for outrights of provider 1 the long-term page with ?uvc=).
 */
import { betDetailPath, matchCenterPath } from '@shared/rules/bet-detail-route';
import type { ProgramEvent } from '@shared/protocol/program';
import { selectBetDetailHref } from './program.selectors';

export const matchCenterHref = matchCenterPath;

export const betDetailHref = (e: ProgramEvent, nowMs: number): string => betDetailPath(e, nowMs);

export { selectBetDetailHref };
