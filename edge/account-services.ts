/**
 * The member account's services (issue 13), built in one place for the edge's composition root (app.ts): contact
 * verification, avatar and its moderation, responsible play.
 */
import { createAccountInfoService } from './domain/account-info.service';
import { createContactVerificationService } from './domain/contact-verification.service';
import { createAvatarService } from './domain/avatar.service';
import { createAvatarModerationService } from './domain/avatar-moderation.service';
import type { Db } from './storage/db.port';
import { createResponsiblePlayService } from './domain/responsible-play.service';

export interface AccountServiceDeps {
  db: Db;
  now: () => number;
}

export const createAccountServices = ({ db, now }: AccountServiceDeps) => ({
  contactVerification: createContactVerificationService({ db, now }),
  accountInfo: createAccountInfoService(db),
  responsiblePlay: createResponsiblePlayService({ db, now }),
  avatars: createAvatarService({ db, now }),
  avatarModeration: createAvatarModerationService({ db, now }),
});
