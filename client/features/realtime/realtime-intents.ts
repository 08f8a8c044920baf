/**
 * The actions the realtime saga's rooms follow (realtime-rooms.sagas.ts, handleIntent): what the open pages need,
 * the snapshots that give a room its version, and who is logged in. In a module of its own because the entry's part
 * of the realtime saga (realtime-start.sagas.ts) buffers them from the start, before the saga's own code has loaded.
 */
import { authActions } from '../auth/auth.slice';
import { programActions } from '../program/program.slice';

export const INTENT_TYPES = [
  programActions.sportRequested.type,
  programActions.liveRequested.type,
  programActions.eventRequested.type,
  programActions.roomWatched.type,
  programActions.programReleased.type,
  programActions.snapshotReceived.type,
  authActions.memberLoaded.type,
  authActions.loggedOut.type,
  authActions.visitorConfirmed.type,
  authActions.sessionEnded.type,
];
