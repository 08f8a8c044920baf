/** Share-room suites' helpers: follow / block calls, member sockets, joins and the results a socket got. */
import { SESSION_COOKIE } from '@shared/protocol/api';
import { MT } from '@shared/protocol/realtime';
import type { Member } from './kupondas-fixtures';
import { connectWs, roomFrames, type Frame, type TestSocket } from './ws-client';

/** A follow, unfollow, block or unblock call (KUPONDAS_SOCIAL_API path) that must succeed. */
export const social = async (m: Member, path: string, nickname: string): Promise<void> => {
  const r = await m.browser.post<{ IsSuccess: boolean }>(path, { nickname });
  if (r.status !== 200 || !r.body.IsSuccess) throw new Error(`${path} failed: ${r.status} ${JSON.stringify(r.body)}`);
};
/** A socket opened with the member's session cookie (a visitor's without one). */
export const socketOf = async (port: number, m: Member | null, keep: TestSocket[]): Promise<TestSocket> => {
  const s = await connectWs(port, m ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(m.browser.sessionCookie!)}` } : {});
  keep.push(s);
  return s;
};
/** Joins the room; answers the version frame, or the error frame of a refusal. */
export const join = async (s: TestSocket, room: string): Promise<Frame> => {
  const seen = s.frames.length;
  s.send({ event: 'joinroom', data: room });
  return s.next((f) => s.frames.indexOf(f) >= seen && f.room === room && (f.event === 'version' || f.event === 'error'));
};
/** The share results a socket got in the room. */
export const settledOf = (s: TestSocket, room: string): Frame[] => roomFrames(s, room).filter((f) => f.MT === MT.shareSettled);
