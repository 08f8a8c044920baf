/**
 * The member's avatar (spec sections 3, 4, 7, 8): a new upload waits for approval (status 0) while others keep
 * seeing the last approved picture; an approved archive image is chosen at once (status 1); removal sets none. Each
 * change runs under the member row's lock, so the daily cap holds however many uploads run side by side. Images are
 * served by id: approved ones to everyone, the rest to their owner only.
 */
import { AVATAR_LIMITS as L, AVATAR_MEDIA_STATUS as M, AVATAR_STATUS, AVATAR_TEXTS as T } from '@shared/constants/avatar';
import type { AvatarStateAnswer, AvatarUploadAnswer, AvatarUploadRequest } from '@shared/protocol/avatar-api';
import type { Db } from '../storage/db.port';
import { avatarsRepo } from '../storage/avatars.repo';
import { decodeBase64Image, processAvatarImage, type AvatarImageRefusal } from './avatar-image';

const DAY_MS = 24 * 60 * 60_000;
const ARCHIVE_SIZE = 12;

const REFUSAL_TEXTS: Record<AvatarImageRefusal, string> = {
  empty: T.unreadable,
  unreadable: T.unreadable,
  tooLarge: T.croppedTooLarge,
  wrongType: T.wrongType,
};

export const avatarRefused = (errorMessage: string): AvatarUploadAnswer => ({ isSuccess: 0, avatarMediaId: null, errorMessage });
const avatarSaved = (avatarMediaId: number): AvatarUploadAnswer => ({ isSuccess: 1, avatarMediaId, errorMessage: null });

export interface AvatarImage {
  jpeg: Uint8Array;
  /** Approved: anyone may see it (and caches may keep it); otherwise only its owner. */
  approved: boolean;
}

export interface AvatarDeps {
  db: Db;
  now: () => number;
}

export const createAvatarService = ({ db, now }: AvatarDeps) => {
  const overDailyCap = async (memberId: number, q = db): Promise<boolean> =>
    (await avatarsRepo.uploadsSince(q, memberId, new Date(now() - DAY_MS))) >= L.uploadsPerDay;

  const uploadNew = async (memberId: number, data: string): Promise<AvatarUploadAnswer> => {
    const bytes = decodeBase64Image(data);
    if (!bytes) return avatarRefused(T.unreadable);
    // Refuse before the costly decode when the cap is already reached; checked again under the lock below.
    if (await overDailyCap(memberId)) return avatarRefused(T.dailyLimit);
    const image = await processAvatarImage(bytes);
    if (!image.ok) return avatarRefused(REFUSAL_TEXTS[image.refusal]);
    return db.transaction(async (tx) => {
      const member = await avatarsRepo.lockMember(tx, memberId);
      if (!member) return avatarRefused(T.notLoggedIn);
      if ((await avatarsRepo.uploadsSince(tx, memberId, new Date(now() - DAY_MS))) >= L.uploadsPerDay) return avatarRefused(T.dailyLimit);
      await avatarsRepo.withdrawWaiting(tx, memberId);
      const id = await avatarsRepo.insertWaiting(tx, memberId, image.jpeg, new Date(now()));
      await avatarsRepo.setMemberAvatar(tx, memberId, id, AVATAR_STATUS.waiting, member.publicMediaId);
      return avatarSaved(id);
    });
  };

  const chooseArchived = (memberId: number, mediaId: number): Promise<AvatarUploadAnswer> =>
    db.transaction(async (tx) => {
      const member = await avatarsRepo.lockMember(tx, memberId);
      if (!member) return avatarRefused(T.notLoggedIn);
      if (!(await avatarsRepo.isApprovedOf(tx, memberId, mediaId))) return avatarRefused(T.archiveNotFound);
      await avatarsRepo.withdrawWaiting(tx, memberId);
      await avatarsRepo.setMemberAvatar(tx, memberId, mediaId, AVATAR_STATUS.approved, mediaId);
      return avatarSaved(mediaId);
    });

  const state = async (memberId: number): Promise<AvatarStateAnswer> => {
    const [member, archive, rejection] = await Promise.all([
      avatarsRepo.memberAvatar(db, memberId),
      avatarsRepo.archive(db, memberId, ARCHIVE_SIZE),
      avatarsRepo.lastRejection(db, memberId),
    ]);
    return {
      Avatar: { AvatarMediaId: member?.mediaId ?? null, Status: member?.status ?? null },
      Archive: archive,
      Rejection: rejection ? { Reason: rejection.reason, At: rejection.at.getTime() } : null,
    };
  };

  return {
    /** POST /sharing/AjaxAvatarUpload: data wins when both are sent. */
    async upload(memberId: number, req: AvatarUploadRequest): Promise<AvatarUploadAnswer> {
      if (typeof req.data === 'string') return uploadNew(memberId, req.data);
      if (typeof req.avatarMediaId === 'number') return chooseArchived(memberId, req.avatarMediaId);
      return avatarRefused(T.unreadable);
    },

    /** POST /sharing/RemoveCurrentAvatar: no avatar, for the member and for others; a waiting upload is withdrawn. */
    async remove(memberId: number): Promise<AvatarStateAnswer> {
      await db.transaction(async (tx) => {
        if (!(await avatarsRepo.lockMember(tx, memberId))) return;
        await avatarsRepo.withdrawWaiting(tx, memberId);
        await avatarsRepo.setMemberAvatar(tx, memberId, null, null, null);
      });
      return state(memberId);
    },

    state,

    /** The JPEG of an image for this viewer, or null (unknown, or not theirs to see). */
    async image(viewerId: number | null, mediaId: number): Promise<AvatarImage | null> {
      const row = await avatarsRepo.image(db, mediaId);
      if (!row) return null;
      if (row.status === M.approved) return { jpeg: row.image, approved: true };
      const ownVisible = row.status === M.waiting || row.status === M.rejected;
      return ownVisible && viewerId === row.memberId ? { jpeg: row.image, approved: false } : null;
    },
  };
};

export type AvatarService = ReturnType<typeof createAvatarService>;
