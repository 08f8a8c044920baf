/**
 * Publishes to the sharing room Kupondas_V3 through the bus (any edge node may share or settle, so the bus versions
 * each message: publishNext). The room is open to anyone, so only privacy level 1 shares ever reach it: a
 * followers-only share is neither announced nor its result, and followers refetch their feed with their session.
 */
import { isPublicPrivacy, KUPONDAS_ROOM, type ShareNewBody, type ShareSettledBody } from '@shared/protocol/kupondas-share-api';
import { MT } from '@shared/protocol/realtime';
import type { Bus } from '../bus/bus.port';

export const createSharingRoom = (bus: Pick<Bus, 'publishNext'>, onError: (err: unknown) => void) => ({
  /** Fire and forget: a lost notice costs a live card; the feed still shows the share when reloaded. */
  shareNew(privacyLevel: number, body: ShareNewBody): void {
    if (!isPublicPrivacy(privacyLevel)) return;
    bus.publishNext(KUPONDAS_ROOM, MT.shareNew, body).catch(onError);
  },
  shareSettled(privacyLevel: number, body: ShareSettledBody): void {
    if (!isPublicPrivacy(privacyLevel)) return;
    bus.publishNext(KUPONDAS_ROOM, MT.shareSettled, body).catch(onError);
  },
});
export type SharingRoom = ReturnType<typeof createSharingRoom>;
