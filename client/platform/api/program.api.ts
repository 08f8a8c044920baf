/**
 * Bet program snapshot calls (GET, cached by the service worker): a sport's program, the live program, one event's
 * detail, the program home's highlights. The program loads them, the realtime resync reloads them, and a coupon
 * loaded into the panel is read afresh from its events' details.
 */
import { API } from '@shared/protocol/api';
import type { ProgramHighlights, ProgramSnapshot } from '@shared/protocol/program';
import { apiGet, type ApiResult } from './api-client';

export const fetchSportProgram = (sportId: number): Promise<ApiResult<ProgramSnapshot>> =>
  apiGet<ProgramSnapshot>(API.sportProgram, { sportId });

export const fetchLiveProgram = (): Promise<ApiResult<ProgramSnapshot>> => apiGet<ProgramSnapshot>(API.liveProgram);

export const fetchHighlights = (): Promise<ApiResult<ProgramHighlights>> => apiGet<ProgramHighlights>(API.programHighlights);

/** One sport's part of the home's highlights (a realtime resync of that part); failed when the home no longer has it. */
export const fetchHighlightPart = async (sportId: number): Promise<ApiResult<ProgramSnapshot>> => {
  const r = await fetchHighlights();
  const part = r.data?.sports.find((s) => s.program.sportId === sportId)?.program;
  return part ? { ...r, data: part } : { ...r, ok: false, data: null };
};

export const fetchEventDetail = (code: number): Promise<ApiResult<ProgramSnapshot>> =>
  apiGet<ProgramSnapshot>(API.eventDetail, { code });

/** The details of these events, side by side; an event the program no longer holds (or a failed read) is left out. */
export const fetchEventDetails = async (codes: readonly number[]): Promise<ProgramSnapshot[]> => {
  const answers = await Promise.all(codes.map((code) => fetchEventDetail(code)));
  return answers.flatMap((a) => (a.ok && a.data ? [a.data] : []));
};
