/** Room names of the realtime contract for the program keys, and the snapshot loader of each key. */
import { PLATFORM_ID_WEB, withRealtimeClientInfo } from '@shared/protocol/realtime-connect';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { LIVE_ROOM, eventRoom, sportRoom } from '@shared/protocol/realtime';
import type { ApiResult } from '../../platform/api/api-client';
import { fetchEventDetail, fetchHighlightPart, fetchLiveProgram, fetchSportProgram } from '../../platform/api/program.api';
import { LIVE_KEY, type ProgramKey } from '../program/program.slice';

const SPORT = /^sport:(-?\d+)$/;
const EVENT = /^event:(\d+)$/;
/** The home's part of a sport's program: kept by the sport's room, reloaded from the home's answer. */
const HOME_PART = /^home:(-?\d+)$/;

export const roomOfKey = (key: ProgramKey): string | null => {
  if (key === LIVE_KEY) return LIVE_ROOM;
  let m = SPORT.exec(key);
  if (m) return sportRoom(Number(m[1]));
  m = EVENT.exec(key);
  if (m) return eventRoom(Number(m[1]));
  m = HOME_PART.exec(key);
  if (m) return sportRoom(Number(m[1]));
  return null;
};

export const snapshotLoader = (key: ProgramKey): (() => Promise<ApiResult<ProgramSnapshot>>) | null => {
  if (key === LIVE_KEY) return fetchLiveProgram;
  let m = SPORT.exec(key);
  if (m) {
    const id = Number(m[1]);
    return () => fetchSportProgram(id);
  }
  m = EVENT.exec(key);
  if (m) {
    const code = Number(m[1]);
    return () => fetchEventDetail(code);
  }
  m = HOME_PART.exec(key);
  if (m) {
    const id = Number(m[1]);
    return () => fetchHighlightPart(id);
  }
  return null;
};

/** The socket address: the page's `<meta name="realtime-port">` (written by the edge), on this page's host. */
export const realtimeUrl = (): string | null => {
  if (typeof document === 'undefined') return null;
  const port = Number(document.querySelector('meta[name="realtime-port"]')?.getAttribute('content'));
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return null;
  // Spec section 7: the connection is opened with the platform id and the user agent.
  return withRealtimeClientInfo(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.hostname}:${port}`, {
    platformId: PLATFORM_ID_WEB, userAgent: navigator.userAgent,
  });
};
