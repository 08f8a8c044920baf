/**
 * /kupondas/uye/:nickname: the member's figures (shares, hit rate, yield, score, followers, following), 'Takip Et' /
 * 'Takibi Bırak', 'Engelle' / 'Engeli Kaldır', and the shares the viewer may see (followers-only ones only to
 * followers and the owner: the server decides).
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Ban, RotateCw, UserCheck, UserPlus } from 'lucide-react';
import { CARD_TEXTS, KUPONDAS_TEXTS, PROFILE_TEXTS as T, perMilleText } from '@shared/constants/kupondas-texts';
import { formatCount } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NotFound } from '../../components/not-found';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { selectFeed } from './feed.slice';
import { socialRequested } from './kupondas.actions';
import { KupondasChrome } from './kupondas-chrome';
import './kupondas-profile.css';
import { roomReleased, roomWatched } from './kupondas.sagas';
import { MemberAvatar } from './member-avatar';
import { profileActions as A, selectProfile, type ProfileState } from './profile.slice';
import { ShareList } from './share-list';

type Profile = NonNullable<ProfileState['profile']>;

function Stats({ p }: { p: Profile }) {
  const s = p.Stats;
  const items: [string, string][] = [
    [T.shares, formatCount(s.Shares)],
    [T.hitRate, s.HitRate === null ? T.noValue : perMilleText(s.HitRate)],
    [T.yield, s.Yield === null ? T.noValue : perMilleText(s.Yield)],
    [T.score, formatCount(s.Score)],
    [T.followers, formatCount(s.Followers)],
    [T.following, formatCount(s.Following)],
  ];
  return (
    <dl className="kd-stats" aria-label={T.stats}>
      {items.map(([label, value]) => (
        <div key={label} className="kd-stats__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ p }: { p: Profile }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectFeed).busy.includes(p.Nickname);
  if (p.IsOwner) return <p className="kd-profile__own">{T.own}</p>;
  const act = (action: 'follow' | 'unfollow' | 'block' | 'unblock') => dispatch(socialRequested({ nickname: p.Nickname, action }));
  return (
    <div className="kd-profile__actions">
      {p.ViewerBlocked || p.BlockedByMember ? null : p.ViewerFollows ? (
        <Button variant="secondary" iconStart={<UserCheck />} loading={busy} onClick={() => act('unfollow')}>
          {CARD_TEXTS.unfollow}
        </Button>
      ) : (
        <Button variant="primary" iconStart={<UserPlus />} loading={busy} onClick={() => act('follow')}>
          {CARD_TEXTS.follow}
        </Button>
      )}
      <Button variant={p.ViewerBlocked ? 'secondary' : 'danger'} size="sm" iconStart={<Ban />} disabled={busy} onClick={() => act(p.ViewerBlocked ? 'unblock' : 'block')}>
        {p.ViewerBlocked ? CARD_TEXTS.unblock : CARD_TEXTS.block}
      </Button>
    </div>
  );
}

function Loading() {
  return (
    <div className="kd-profile" aria-busy="true">
      <p role="status" className="visually-hidden">
        {T.loading}
      </p>
      <div className="kd-profile__head">
        <Skeleton shape="circle" width={72} height={72} />
        <Skeleton width="40%" height={28} />
      </div>
      <Skeleton shape="block" height={72} />
      <Skeleton shape="block" height={200} />
    </div>
  );
}

export function ProfilePage() {
  const dispatch = useAppDispatch();
  const { nickname = '' } = useParams();
  const state = useAppSelector(selectProfile);
  const p = state.profile && state.nickname === nickname ? state.profile : null;
  useDocumentTitle(state.status === 'notFound' ? T.notFound : T.title(nickname));
  useEffect(() => {
    if (nickname) dispatch(A.requested({ nickname }));
  }, [dispatch, nickname]);
  useEffect(() => {
    dispatch(roomWatched());
    return () => {
      dispatch(roomReleased());
    };
  }, [dispatch]);
  if (state.status === 'notFound') return <NotFound title={T.notFound} message={T.notFoundText} />;
  let body;
  if (!p) {
    body =
      state.status === 'failed' ? (
        <div role="alert" className="kd-failed">
          <p>{T.failed}</p>
          <Button size="sm" iconStart={<RotateCw />} onClick={() => dispatch(A.requested({ nickname }))}>
            {KUPONDAS_TEXTS.retry}
          </Button>
        </div>
      ) : (
        <Loading />
      );
  } else {
    const hidden = p.BlockedByMember ? T.blockedBy : p.ViewerBlocked ? T.youBlocked : null;
    body = (
      <div className="kd-profile">
        <header className="kd-profile__head">
          <MemberAvatar initials={p.Initials} url={p.AvatarUrl} size="lg" />
          <h1 className="kd-profile__name">{p.Nickname}</h1>
          <Actions p={p} />
        </header>
        <Stats p={p} />
        <h2 className="kd-section-title">{T.sharesHeading}</h2>
        {hidden ? (
          <EmptyState title={hidden} compact />
        ) : state.shares.length === 0 ? (
          <EmptyState title={T.noShares} text={T.noSharesText} compact />
        ) : (
          <ShareList
            label={T.sharesHeading}
            shares={state.shares}
            hasMore={state.cursor !== null}
            loadingMore={state.loadingMore}
            onMore={() => dispatch(A.moreRequested())}
            hideFollow
          />
        )}
      </div>
    );
  }
  return <KupondasChrome>{body}</KupondasChrome>;
}
