/** Room names of the realtime contract for the program keys, and the snapshot loader of each key. */
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
