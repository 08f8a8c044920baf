/**
 * Comments on shares ('Kupona yorum yaz'): read by whoever may see the share, written by members only, on shares
 * they may see, within length and rate limits. Text is stored and answered exactly as written (trimmed), plain text
 * that clients render as text: nothing is ever turned into HTML, so nothing needs escaping here. The author deletes
 * their own; members report; ops lists the reported ones and removes.
 */
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import { fillTemplate } from '@shared/errors/catalogue';
import { KUPONDAS_SOCIAL_MESSAGES as M } from '@shared/errors/kupondas-social-messages';
import type { CommentsAnswer, ReportedComment, ShareComment } from '@shared/protocol/kupondas-social-api';
import { encodeCursor } from '@shared/rules/kupondas-cursor';
import { nicknameInitials } from '@shared/rules/kupondas-stats';
import type { Db } from '../storage/db.port';
import { kupondasCommentsRepo, type CommentRecord } from '../storage/kupondas-comments.repo';
import { kupondasFeedsRepo } from '../storage/kupondas-feeds.repo';
import { kupondasFollowsRepo } from '../storage/kupondas-follows.repo';
import { keysetOf } from './kupondas-feed.service';
import { kupondasRefusal, rateLimited, type KupondasRefusal } from './kupondas-follow.service';

export interface KupondasCommentsService {
  list(viewerId: number | null, shareId: number, cursor: string | undefined, limit: number | undefined): Promise<CommentsAnswer | KupondasRefusal>;
  add(memberId: number, shareId: number, text: string): Promise<ShareComment | KupondasRefusal>;
  remove(memberId: number, commentId: number): Promise<KupondasRefusal | null>;
  report(memberId: number, commentId: number, reason: string | undefined): Promise<KupondasRefusal | null>;
  reported(limit: number): Promise<ReportedComment[]>;
  opsRemove(commentId: number): Promise<boolean>;
}

const shareNotFound = kupondasRefusal(404, 'NOT_FOUND', M.shareNotFound);
const commentNotFound = kupondasRefusal(404, 'NOT_FOUND', M.commentNotFound);

const view = (c: CommentRecord, viewerId: number | null): ShareComment => ({
  CommentId: c.id,
  ShareId: c.shareId,
  Nickname: c.nickname,
  Initials: nicknameInitials(c.nickname),
  Text: c.body,
  CreatedAt: c.createdAt.getTime(),
  IsAuthor: viewerId === c.memberId,
});

/** Length in characters as a person counts them (an emoji is one), after trimming. */
const charCount = (text: string): number => [...text].length;

export const createKupondasCommentsService = ({ db, now }: { db: Db; now: () => number }): KupondasCommentsService => ({
  async list(viewerId, shareId, cursor, requested) {
    const after = keysetOf(cursor);
    if (after === null) return kupondasRefusal(400, 'BAD_CURSOR', M.badCursor);
    if (!(await kupondasFeedsRepo.visibleShare(db, viewerId, shareId))) return shareNotFound;
    const limit = Math.min(Math.max(requested ?? KUPONDAS_SOCIAL.commentPageSize, 1), KUPONDAS_SOCIAL.pageSizeMax);
    const rows = await kupondasCommentsRepo.page(db, shareId, after ?? null, limit);
    const last = rows[rows.length - 1];
    return {
      IsSuccess: true,
      Comments: rows.map((c) => view(c, viewerId)),
      NextCursor: rows.length === limit && last ? encodeCursor({ at: last.createdAt.getTime(), id: last.id }) : null,
    };
  },

  async add(memberId, shareId, raw) {
    const text = raw.trim();
    const length = charCount(text);
    if (length < KUPONDAS_SOCIAL.commentMin) return kupondasRefusal(400, 'COMMENT_LENGTH', fillTemplate(M.commentTooShort, { min: KUPONDAS_SOCIAL.commentMin }));
    if (length > KUPONDAS_SOCIAL.commentMax) return kupondasRefusal(400, 'COMMENT_LENGTH', fillTemplate(M.commentTooLong, { max: KUPONDAS_SOCIAL.commentMax }));
    if (!(await kupondasFeedsRepo.visibleShare(db, memberId, shareId))) return shareNotFound;
    const at = now();
    return db.transaction(async (tx) => {
      const burst = await rateLimited(tx, memberId, ['comment'], at, KUPONDAS_SOCIAL.minuteMs, KUPONDAS_SOCIAL.commentsPerMinute, M.tooManyComments);
      if (burst) return burst;
      const hourly = await rateLimited(tx, memberId, ['comment'], at, KUPONDAS_SOCIAL.hourMs, KUPONDAS_SOCIAL.commentsPerHour, M.tooManyComments);
      if (hourly) return hourly;
      const comment = await kupondasCommentsRepo.insert(tx, shareId, memberId, text, new Date(at));
      await kupondasFollowsRepo.recordAction(tx, memberId, 'comment', new Date(at));
      return view(comment, memberId);
    });
  },

  async remove(memberId, commentId) {
    const comment = await kupondasCommentsRepo.shown(db, commentId);
    if (!comment) return commentNotFound;
    if (comment.memberId !== memberId) return kupondasRefusal(403, 'NOT_AUTHOR', M.notCommentAuthor);
    return (await kupondasCommentsRepo.deleteOwn(db, commentId, memberId, new Date(now()))) ? null : commentNotFound;
  },

  async report(memberId, commentId, rawReason) {
    const reason = (rawReason ?? '').trim();
    if (charCount(reason) > KUPONDAS_SOCIAL.reportReasonMax) {
      return kupondasRefusal(400, 'REASON_LENGTH', fillTemplate(M.reportReasonTooLong, { max: KUPONDAS_SOCIAL.reportReasonMax }));
    }
    const comment = await kupondasCommentsRepo.shown(db, commentId);
    // A comment on a share the member may not see does not exist for them.
    if (!comment || !(await kupondasFeedsRepo.visibleShare(db, memberId, comment.shareId))) return commentNotFound;
    const at = now();
    return db.transaction(async (tx) => {
      const limited = await rateLimited(tx, memberId, ['report'], at, KUPONDAS_SOCIAL.hourMs, KUPONDAS_SOCIAL.reportsPerHour, M.tooManyReports);
      if (limited) return limited;
      await kupondasCommentsRepo.report(tx, commentId, memberId, reason, new Date(at));
      await kupondasFollowsRepo.recordAction(tx, memberId, 'report', new Date(at));
      return null;
    });
  },

  async reported(limit) {
    const rows = await kupondasCommentsRepo.reported(db, limit);
    return rows.map((r) => ({ ...view(r, null), Reports: r.reports, LastReportedAt: r.lastReportedAt.getTime(), Reasons: r.reasons }));
  },

  opsRemove: (commentId) => kupondasCommentsRepo.remove(db, commentId, new Date(now())),
});
