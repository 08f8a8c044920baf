/**
 * Publishes shares' news through the bus (any edge node may share or settle, so the bus versions each message:
 * publishNext). The sharing room Kupondas_V3 is open to anyone, so only privacy level 1 shares ever reach it. A
 * followers-only share's result goes to its own room, Share_<id>_V3, whose joins and every delivery the realtime
 * edge checks against the database (room-guard.ts): only its owner and followers no block separates from it get it.
 * A followers-only share is never announced (nobody can be in its room before it exists).
 */
import { isPublicPrivacy, KUPONDAS_ROOM, type ShareNewBody, type ShareSettledBody } from '@shared/protocol/kupondas-share-api';
import { MT, shareRoom } from '@shared/protocol/realtime';
import type { Bus } from '../bus/bus.port';

export const createSharingRoom = (bus: Pick<Bus, 'publishNext'>, onError: (err: unknown) => void) => ({
  /** Fire and forget: a lost notice costs a live card; the feed still shows the share when reloaded. */
  shareNew(privacyLevel: number, body: ShareNewBody): void {
    if (!isPublicPrivacy(privacyLevel)) return;
    bus.publishNext(KUPONDAS_ROOM, MT.shareNew, body).catch(onError);
  },
  shareSettled(privacyLevel: number, body: ShareSettledBody): void {
    const room = isPublicPrivacy(privacyLevel) ? KUPONDAS_ROOM : shareRoom(body.shareId);
    bus.publishNext(room, MT.shareSettled, body).catch(onError);
  },
});
export type SharingRoom = ReturnType<typeof createSharingRoom>;
