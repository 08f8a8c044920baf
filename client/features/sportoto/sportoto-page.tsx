/** /spor-toto: the week's pool to fill and play, its results and prizes, and the member's pool coupons. */
import { useEffect, useState } from 'react';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { SPORTOTO_TEXTS as T } from '@shared/constants/sportoto-texts';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadError, LoadSkeleton } from '../../components/load-state';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { TabPanel, Tabs } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { selectMember } from '../auth/auth.slice';
import { StotoCouponSummary } from './sportoto-coupon-summary';
import { StotoMatchList } from './sportoto-match-list';
import { StotoMyCoupons } from './sportoto-my-coupons';
import { StotoResults } from './sportoto-results';
import { selectSportoto, sportotoActions as A } from './sportoto.slice';
import './sportoto.css';

type Tab = 'program' | 'results' | 'coupons';
const ID_BASE = 'stoto-tabs';

export function SportotoPage() {
  useDocumentTitle(PAGE_TITLES.sportsToto);
  const dispatch = useAppDispatch();
  const { pool, picks } = useAppSelector(selectSportoto);
  const member = useAppSelector(selectMember);
  const [tab, setTab] = useState<Tab>('program');
  useEffect(() => {
    dispatch(A.poolRequested());
  }, [dispatch]);
  const p = pool.data;
  const open = p?.Status === 'open';
  const tabs = [
    { value: 'program' as const, label: T.tabProgram },
    { value: 'results' as const, label: T.tabResults },
    ...(member ? [{ value: 'coupons' as const, label: T.tabCoupons }] : []),
  ];
  return (
    <section className="stoto-page" aria-labelledby="stoto-title">
      <h1 id="stoto-title" className="stoto-page__title">{T.heading}</h1>
      <p className="stoto-muted">{T.intro}</p>
      <Tabs label={T.heading} items={tabs} value={tab} onChange={setTab} idBase={ID_BASE} variant="pill" />
      <TabPanel idBase={ID_BASE} value="program" selected={tab === 'program'}>
        {pool.status === 'failed' ? <LoadError message={T.loadError} retry={T.retry} onRetry={() => dispatch(A.poolRequested())} /> : null}
        {!p && pool.none ? <EmptyState title={T.noPool} illustration="list" /> : null}
        {!p && !pool.none && pool.status !== 'failed' ? <LoadSkeleton cards={2} /> : null}
        {p ? (
          <div className="stoto-play">
            <Card as="section" padding="sm" className="stoto-play__pool" title={`${T.week} ${p.Week}`} actions={open ? null : <Badge tone="locked">{T.closed}</Badge>}>
              <p className="stoto-muted">{T.closesAt}: {formatIstanbulDateTime(p.ClosesAt)}</p>
              <StotoMatchList matches={p.Matches} picks={picks} onToggle={open ? (position, pick) => dispatch(A.pickToggled({ position, pick })) : null} />
            </Card>
            <div className="stoto-play__summary">
              <StotoCouponSummary columnPriceKurus={p.ColumnPriceKurus} open={open} />
            </div>
          </div>
        ) : null}
      </TabPanel>
      <TabPanel idBase={ID_BASE} value="results" selected={tab === 'results'}>
        <StotoResults latestPoolId={p?.PoolId ?? null} />
      </TabPanel>
      {member ? (
        <TabPanel idBase={ID_BASE} value="coupons" selected={tab === 'coupons'}>
          <StotoMyCoupons />
        </TabPanel>
      ) : null}
    </section>
  );
}
