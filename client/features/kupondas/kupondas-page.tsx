/**
 * /kupondas: 'Tüm Paylaşımlar' and 'Takip Ettiklerim', filtered by Devam eden, Kazanan, Kaybeden, Canlı; new
 * public shares of the sharing room wait in an 'N yeni paylaşım' bar until pressed; an empty followed feed shows
 * whom to follow; a visitor is asked to log in for 'Takip Ettiklerim'.
 */
import { useEffect } from 'react';
import { ArrowUp, RotateCw, UserPlus } from 'lucide-react';
import { CARD_TEXTS, KUPONDAS_TEXTS as T } from '@shared/constants/kupondas-texts';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { loginPageUrl, ROUTES } from '@shared/constants/routes';
import { FEED_FILTERS, type FeedFilter, type FeedTab, type MemberSuggestion } from '@shared/protocol/kupondas-social-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { Chip, ChipGroup } from '../../components/ui/chip';
import { EmptyState } from '../../components/ui/empty-state';
import { Tabs } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { selectAuthStatus } from '../auth/auth.slice';
import { feedActions as A, selectFeed } from './feed.slice';
import { socialRequested } from './kupondas.actions';
import { KupondasChrome } from './kupondas-chrome';
import { roomReleased, roomWatched } from './kupondas.sagas';
import { MemberAvatar } from './member-avatar';
import { FeedSkeleton, ShareList } from './share-list';

const FILTER_LABELS: Record<FeedFilter, string> = {
  all: T.filterAll,
  ongoing: T.filterOngoing,
  won: T.filterWon,
  lost: T.filterLost,
  live: T.filterLive,
};
const LIST_ID = 'kd-feed-list';

function Suggestions({ members }: { members: readonly MemberSuggestion[] }) {
  const dispatch = useAppDispatch();
  const { busy } = useAppSelector(selectFeed);
  if (members.length === 0) return null;
  return (
    <section className="kd-suggest" aria-labelledby="kd-suggest-title">
      <h2 id="kd-suggest-title" className="kd-suggest__title">
        {T.suggestions}
      </h2>
      <ul className="kd-suggest__list">
        {members.map((m) => (
          <li key={m.Nickname} className="kd-suggest__item">
            <MemberAvatar initials={m.Initials} url={m.AvatarUrl} />
            <span className="kd-suggest__who">
              <strong>{m.Nickname}</strong>
              <span>{T.suggestionMeta(m.Score, m.Followers)}</span>
            </span>
            <Button size="sm" variant="secondary" iconStart={<UserPlus />} loading={busy.includes(m.Nickname)} onClick={() => dispatch(socialRequested({ nickname: m.Nickname, action: 'follow' }))}>
              {CARD_TEXTS.follow}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeedBody() {
  const dispatch = useAppDispatch();
  const feed = useAppSelector(selectFeed);
  const auth = useAppSelector(selectAuthStatus);
  const reload = () => dispatch(A.requested({ tab: feed.tab, filter: feed.filter }));
  if (feed.tab === 'following' && auth !== 'member' && auth !== 'unknown') {
    return (
      <EmptyState
        title={T.tabFollowing}
        text={T.visitorFollowing}
        action={<Button variant="primary" to={loginPageUrl(ROUTES.kupondas)}>{T.login}</Button>}
      />
    );
  }
  if (feed.status === 'failed' && feed.shares.length === 0) {
    return (
      <div role="alert" className="kd-failed">
        <p>{T.failed}</p>
        <Button size="sm" iconStart={<RotateCw />} onClick={reload}>
          {T.retry}
        </Button>
      </div>
    );
  }
  if (feed.status !== 'loaded' && feed.shares.length === 0) return <FeedSkeleton />;
  if (feed.shares.length === 0) {
    if (feed.tab === 'following') {
      return (
        <>
          <EmptyState title={T.emptyFollowing} text={T.emptyFollowingText} compact />
          <Suggestions members={feed.suggestions} />
        </>
      );
    }
    return feed.filter === 'all' ? <EmptyState title={T.emptyAll} text={T.emptyAllText} /> : <EmptyState title={T.emptyFilter} text={T.emptyFilterText} illustration="search" />;
  }
  return (
    <ShareList
      label={feed.tab === 'all' ? T.tabAll : T.tabFollowing}
      shares={feed.shares}
      hasMore={feed.cursor !== null}
      loadingMore={feed.loadingMore}
      onMore={() => dispatch(A.moreRequested())}
    />
  );
}

export function KupondasPage() {
  const dispatch = useAppDispatch();
  const feed = useAppSelector(selectFeed);
  useDocumentTitle(PAGE_TITLES.kupondas);
  const choose = (tab: FeedTab, filter: FeedFilter) => dispatch(A.requested({ tab, filter }));
  useEffect(() => {
    dispatch(A.requested({ tab: feed.tab, filter: feed.filter }));
    dispatch(roomWatched());
    return () => {
      dispatch(roomReleased());
    };
    // The page's first load only; later loads follow the member's choices.
  }, [dispatch]);
  const pending = feed.pending.length;
  return (
    <KupondasChrome>
      <h1 className="visually-hidden">{PAGE_TITLES.kupondas}</h1>
      <div className="kd-feed-tools">
        <Tabs
          label={T.tabsLabel}
          controls={LIST_ID}
          fullWidth
          value={feed.tab}
          onChange={(tab) => choose(tab, feed.filter)}
          items={[
            { value: 'all', label: T.tabAll },
            { value: 'following', label: T.tabFollowing },
          ]}
        />
        <ChipGroup label={T.filtersLabel} className="kd-filters">
          {FEED_FILTERS.map((f) => (
            <Chip key={f} pressed={feed.filter === f} onClick={() => choose(feed.tab, f)}>
              {FILTER_LABELS[f]}
            </Chip>
          ))}
        </ChipGroup>
      </div>
      {pending > 0 ? (
        <div className="kd-newbar" role="status">
          <Button size="sm" variant="primary" iconStart={<ArrowUp />} onClick={() => {
            window.scrollTo?.({ top: 0 });
            dispatch(A.requested({ tab: feed.tab, filter: feed.filter }));
          }}>
            {T.newShares(pending)}
          </Button>
        </div>
      ) : null}
      <div id={LIST_ID} className="kd-feed">
        <FeedBody />
      </div>
    </KupondasChrome>
  );
}
