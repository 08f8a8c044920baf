/** /kupondas/liderler: weekly, monthly and all-time leaderboards by score, with each member's yield. */
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { RotateCw } from 'lucide-react';
import { KUPONDAS_TEXTS, LEADERS_TEXTS as T, perMilleText } from '@shared/constants/kupondas-texts';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { formatCount } from '@shared/format/tr';
import { LEADERBOARD_PERIODS, kupondasProfilePath, type LeaderboardPeriod } from '@shared/protocol/kupondas-social-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { KupondasChrome } from './kupondas-chrome';
import './kupondas-profile.css';
import { leadersActions as A, selectLeaders } from './leaders.slice';
import { MemberAvatar } from './member-avatar';

const PERIOD_LABELS: Record<LeaderboardPeriod, string> = { weekly: T.weekly, monthly: T.monthly, all: T.all };
const BOARD_ID = 'kd-leaders-board';
const SKELETON_ROWS = 6;

function Board() {
  const dispatch = useAppDispatch();
  const { status, board, period } = useAppSelector(selectLeaders);
  if (status === 'failed' && !board) {
    return (
      <div role="alert" className="kd-failed">
        <p>{T.failed}</p>
        <Button size="sm" iconStart={<RotateCw />} onClick={() => dispatch(A.requested({ period }))}>
          {KUPONDAS_TEXTS.retry}
        </Button>
      </div>
    );
  }
  if (!board) {
    return (
      <div aria-busy="true" className="kd-leaders__loading">
        <p role="status" className="visually-hidden">
          {T.loading}
        </p>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} shape="block" height={48} />
        ))}
      </div>
    );
  }
  if (board.Entries.length === 0) return <EmptyState title={T.empty} text={`${T.emptyText} ${T.minSettled(board.MinSettled)}`} />;
  return (
    <>
      <ol className="kd-leaders">
        {board.Entries.map((e) => (
          <li key={e.Nickname} className={`kd-leader${e.Rank <= 3 ? ` kd-leader--top kd-leader--${e.Rank}` : ''}`}>
            <span className="kd-leader__rank" aria-label={`${T.rank} ${e.Rank}`}>
              {e.Rank}
            </span>
            <MemberAvatar initials={e.Initials} url={e.AvatarUrl} size="sm" />
            <RouterLink className="kd-leader__nick" to={kupondasProfilePath(e.Nickname)}>
              {e.Nickname}
            </RouterLink>
            <dl className="kd-leader__figures">
              <div>
                <dt>{T.score}</dt>
                <dd className="kd-leader__score">{formatCount(e.Score)}</dd>
              </div>
              <div>
                <dt>{T.yield}</dt>
                <dd className={e.Yield >= 0 ? 'kd-up' : 'kd-down'}>{perMilleText(e.Yield)}</dd>
              </div>
              <div className="kd-leader__settled">
                <dt>{T.won}</dt>
                <dd>
                  {e.Won}/{e.Settled}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <p className="kd-leaders__note">{T.minSettled(board.MinSettled)}</p>
    </>
  );
}

export function LeadersPage() {
  const dispatch = useAppDispatch();
  const { period } = useAppSelector(selectLeaders);
  useDocumentTitle(PAGE_TITLES.kupondasLeaders);
  useEffect(() => {
    dispatch(A.requested({ period }));
    // The first load only; then the tabs ask.
  }, [dispatch]);
  return (
    <KupondasChrome>
      <div className="kd-leaders-page">
        <h1 className="kd-section-title kd-section-title--page">{T.heading}</h1>
        <Tabs
          label={T.periodsLabel}
          controls={BOARD_ID}
          variant="pill"
          value={period}
          onChange={(p) => dispatch(A.requested({ period: p }))}
          items={LEADERBOARD_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
        />
        <div id={BOARD_ID} role="region" aria-label={PERIOD_LABELS[period]}>
          <Board />
        </div>
      </div>
    </KupondasChrome>
  );
}
