/** Kupondaş's services, built in one place for the edge's composition root (app.ts): sharing and the social half. */
import type { Db } from './storage/db.port';
import { createKupondasCommentsService } from './domain/kupondas-comments.service';
import { createKupondasFeedService } from './domain/kupondas-feed.service';
import { createKupondasFollowService } from './domain/kupondas-follow.service';
import { createKupondasLeaderboardService } from './domain/kupondas-leaderboard.service';
import { createSharingService } from './domain/sharing.service';
import { createSharingMailService } from './domain/sharing-mail.service';
import { createSharingOpsService } from './domain/sharing-ops.service';
import type { SharingRoom } from './domain/sharing-room';

export const createKupondasServices = ({ db, now, room }: { db: Db; now: () => number; room: SharingRoom }) => {
  const kupondasLeaderboard = createKupondasLeaderboardService({ db, now });
  return {
    sharing: createSharingService({ db, now, room }),
    sharingMail: createSharingMailService({ db, now }),
    sharingOps: createSharingOpsService({ db, now }),
    kupondasFeed: createKupondasFeedService({ db, leaderboards: kupondasLeaderboard }),
    kupondasFollow: createKupondasFollowService({ db, now }),
    kupondasLeaderboard,
    kupondasComments: createKupondasCommentsService({ db, now }),
  };
};
