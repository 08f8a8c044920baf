/**
 * A share card: avatar or initials, nickname linking to the profile, time, the rows with their live state, total
 * odds, the score earned, 'Hemen Oyna' and 'Takip Et', and the comments under it on demand. A followers-only open
 * share's card holds its room while on screen (use-share-room.ts): its result and score update live.
 */
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Lock, MessageSquare, Play, UserCheck, UserPlus } from 'lucide-react';
import { CARD_TEXTS as T, agoText } from '@shared/constants/kupondas-texts';
import { formatOdd } from '@shared/format/tr';
import { isPublicPrivacy } from '@shared/protocol/kupondas-share-api';
import { kupondasProfilePath, type ShareCard as Share } from '@shared/protocol/kupondas-social-api';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { useAppDispatch } from '../../app/hooks';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { playShareRequested, socialRequested } from './kupondas.actions';
import { MemberAvatar } from './member-avatar';
import { ShareComments } from './share-comments';
import { ShareRows } from './share-rows';
import { useShareRoom } from './use-share-room';
import './share-card.css';

const TONES: Record<Share['CouponStatus'], BadgeTone> = { open: 'info', won: 'win', lost: 'lose', refunded: 'neutral', cancelled: 'neutral' };

function ScoreLine({ share }: { share: Share }) {
  if (!share.EarnsScore) return <span className="kd-card__score kd-card__score--none">{T.noScore}</span>;
  if (share.Score === null) return <span className="kd-card__score">{T.scorePending}</span>;
  const tone = share.Score > 0 ? 'up' : share.Score < 0 ? 'down' : 'flat';
  return <strong className={`kd-card__score kd-card__score--${tone}`}>{T.points(share.Score)}</strong>;
}

export interface ShareCardProps {
  share: Share;
  now: number;
  followBusy: boolean;
  playing: boolean;
  /** The profile page shows its member's cards: no follow button on each. */
  hideFollow?: boolean;
}

export function ShareCard({ share, now, followBusy, playing, hideFollow = false }: ShareCardProps) {
  const dispatch = useAppDispatch();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  // A followers-only share's result reaches only its owner and followers, through its own room.
  useShareRoom(ref, share.ShareId, !isPublicPrivacy(share.PrivacyLevel) && share.CouponStatus === 'open');
  const ago = agoText(share.SharedAt, now);
  const playable = share.Rows.some((r) => r.status === 'open');
  const headingId = `kd-card-${share.ShareId}`;
  const status = share.IsRefunded ? T.status.refunded : T.status[share.CouponStatus];
  return (
    <article ref={ref} className={`kd-card kd-card--${share.CouponStatus}`} aria-labelledby={headingId}>
      <header className="kd-card__head">
        <RouterLink className="kd-card__member" to={kupondasProfilePath(share.Nickname)} aria-label={T.profileOf(share.Nickname)}>
          <MemberAvatar initials={share.Initials} url={share.AvatarUrl} />
        </RouterLink>
        <div className="kd-card__who">
          <h3 id={headingId} className="kd-card__nick">
            <RouterLink to={kupondasProfilePath(share.Nickname)}>{share.Nickname}</RouterLink>
          </h3>
          <p className="kd-card__meta">
            <time dateTime={new Date(share.SharedAt).toISOString()} title={formatIstanbulDateTime(share.SharedAt)}>
              <span className="visually-hidden">{T.sharedAt}: </span>
              {ago ?? formatIstanbulDateTime(share.SharedAt)}
            </time>
            {isPublicPrivacy(share.PrivacyLevel) ? null : (
              <span className="kd-card__private">
                <Lock aria-hidden="true" /> {T.followersOnly}
              </span>
            )}
          </p>
        </div>
        <div className="kd-card__badges">
          {share.IsLive && share.CouponStatus === 'open' ? (
            <Badge tone="live" size="sm">
              {T.live}
            </Badge>
          ) : null}
          <Badge tone={TONES[share.CouponStatus]} size="sm">
            {status}
          </Badge>
        </div>
      </header>
      <ShareRows rows={share.Rows} />
      <dl className="kd-card__figures">
        <div>
          <dt>{T.totalOdds}</dt>
          <dd>{formatOdd(share.TotalOdd)}</dd>
        </div>
        <div>
          <dt>{T.score}</dt>
          <dd>
            <ScoreLine share={share} />
          </dd>
        </div>
      </dl>
      <footer className="kd-card__actions">
        {playable ? (
          <Button size="sm" variant="primary" iconStart={<Play />} loading={playing} onClick={() => dispatch(playShareRequested({ shareId: share.ShareId }))}>
            {T.playNow}
          </Button>
        ) : null}
        {share.IsOwner ? (
          <span className="kd-card__own">{T.own}</span>
        ) : hideFollow ? null : share.ViewerFollows ? (
          <Button size="sm" variant="ghost" iconStart={<UserCheck />} loading={followBusy} aria-pressed onClick={() => dispatch(socialRequested({ nickname: share.Nickname, action: 'unfollow' }))}>
            {T.following}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" iconStart={<UserPlus />} loading={followBusy} onClick={() => dispatch(socialRequested({ nickname: share.Nickname, action: 'follow' }))}>
            {T.follow}
          </Button>
        )}
        <Button size="sm" variant="ghost" iconStart={<MessageSquare />} aria-expanded={commentsOpen} onClick={() => setCommentsOpen((o) => !o)}>
          {T.comments(share.CommentCount)}
        </Button>
      </footer>
      {commentsOpen ? <ShareComments shareId={share.ShareId} now={now} /> : null}
    </article>
  );
}
