/**
 * Notices (inline bar, popup, tutorial with steps) and content blocks. Ops write them behind the ops token; their
 * HTML is sanitised here before it is stored (html-sanitizer.ts), so what is served never carries a script. A
 * notice is shown to its target (everyone, visitors, members) within its period until withdrawn; a member's
 * dismissal is stored, a visitor's is a cookie kept by the client. The contract notice is flag 5: dismissing it
 * stores the member's signed contract id, and member info shows it again only after a newer contract (spec s. 4).
 */
import { NOTICE_FLAG_ID } from '@shared/constants/notices';
import type { CreateNoticeRequest, NoticeSummary, OpsNotice, PublishContentRequest } from '@shared/protocol/content-api';
import type { Db } from '../storage/db.port';
import { contentBlocksRepo, noticesRepo, type NoticeRow } from '../storage/notices.repo';
import { sanitizeOpsHtml } from './html-sanitizer';

const OPS_LIST_LIMIT = 200;

const summary = (n: NoticeRow): NoticeSummary => ({
  Id: n.id, Kind: n.kind, Title: n.title, Steps: n.kind === 'tutorial' ? n.steps.map((s) => s.title) : [],
});

export type DismissOutcome = 'dismissed' | 'notFound';

export const createNoticesService = ({ db, now }: { db: Db; now: () => number }) => ({
  async create(req: CreateNoticeRequest): Promise<OpsNotice> {
    const steps = req.kind === 'tutorial' ? (req.steps ?? []).map((s) => ({ title: s.title.trim(), html: sanitizeOpsHtml(s.html) })) : [];
    const row = {
      kind: req.kind, target: req.target, title: req.title.trim(), html: sanitizeOpsHtml(req.html), steps,
      startsAt: new Date(req.startsAt), endsAt: new Date(req.endsAt), createdAt: new Date(now()),
    };
    const id = await noticesRepo.insert(db, row);
    return { ...summary({ ...row, id, withdrawnAt: null }), Target: row.target, StartsAt: req.startsAt, EndsAt: req.endsAt, Withdrawn: false, Html: row.html };
  },

  withdraw: (id: number): Promise<boolean> => noticesRepo.withdraw(db, id, new Date(now())),

  async opsList(): Promise<OpsNotice[]> {
    return (await noticesRepo.all(db, OPS_LIST_LIMIT)).map((n) => ({
      ...summary(n), Target: n.target, StartsAt: n.startsAt.getTime(), EndsAt: n.endsAt.getTime(), Withdrawn: n.withdrawnAt !== null, Html: n.html,
    }));
  },

  /** The notices to show this caller now: a member's dismissed ones left out. */
  async current(memberId: number | null): Promise<NoticeSummary[]> {
    return (await noticesRepo.active(db, new Date(now()), memberId)).map(summary);
  },

  /** The notice's (or a tutorial step's) stored, sanitised HTML if this caller may see it now; null otherwise. */
  async html(id: number, step: number | null, member: boolean): Promise<string | null> {
    const n = await noticesRepo.visible(db, id, new Date(now()), member);
    if (!n) return null;
    if (step === null) return n.html;
    return n.steps[step]?.html ?? null;
  },

  /** Remembers a member's dismissal: an ops notice the member can see, or the contract flag (with the signed id). */
  async dismiss(memberId: number, noticeId: number): Promise<DismissOutcome> {
    const at = new Date(now());
    if (noticeId === NOTICE_FLAG_ID.contract) {
      await noticesRepo.dismiss(db, memberId, noticeId, await noticesRepo.signedContractId(db, memberId), at);
      return 'dismissed';
    }
    if (!(await noticesRepo.visible(db, noticeId, at, true))) return 'notFound';
    await noticesRepo.dismiss(db, memberId, noticeId, 0, at);
    return 'dismissed';
  },

  async publishContent(req: PublishContentRequest): Promise<{ id: number; startsAt: number }> {
    const at = now();
    const startsAt = req.startsAt ?? at;
    const id = await contentBlocksRepo.publish(db, req.key, sanitizeOpsHtml(req.html), new Date(startsAt), new Date(at));
    return { id, startsAt };
  },

  withdrawContent: (key: string): Promise<boolean> => contentBlocksRepo.withdraw(db, key, new Date(now())),

  content: (key: string): Promise<{ id: number; html: string } | null> => contentBlocksRepo.current(db, key, new Date(now())),
});

export type NoticesService = ReturnType<typeof createNoticesService>;
