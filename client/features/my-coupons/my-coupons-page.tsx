/**
 * Hesabım/Kuponlarım: tabs by state (ongoing, won, lost, cancelled-refunded) and the two folders coupons are moved
 * to (old, lost), a page of coupons with their rows as they stand (the live events of open picks followed through
 * their rooms, settlement applied from the member room), the pager and the name dialog.
 */
import { useEffect, useId } from 'react';
import { Navigate } from 'react-router';
import { ChevronLeft, ChevronRight } from '../../components/ui/sprite-icons';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { loginPageUrl, ROUTES } from '@shared/constants/routes';
import type { MyCouponState } from '@shared/protocol/my-coupons-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CouponNameDialog } from '../../components/coupon-name-dialog';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { selectAuthStatus } from '../auth/auth.slice';
import { MY_COUPON_TABS, myCouponsActions as A, selectMyCoupons, selectPageCount } from './my-coupons.slice';
import { MY_COUPONS_TEXTS as T } from './my-coupons-texts';
import { MyCouponCard } from './my-coupon-card';
import { useFollowedEvents } from './use-followed-events';
import './my-coupons.css';

const TAB_ITEMS = MY_COUPON_TABS.map((value) => ({ value, label: T.tabs[value] }));
const FOLDERS: readonly MyCouponState[] = ['old', 'lostFolder'];

function Pager() {
  const dispatch = useAppDispatch();
  const { tab, page } = useAppSelector(selectMyCoupons);
  const pages = useAppSelector(selectPageCount);
  if (pages <= 1) return null;
  return (
    <nav className="my-coupons__pager" aria-label={T.pager}>
      <Button size="sm" iconStart={<ChevronLeft />} disabled={page <= 1} onClick={() => dispatch(A.pageRequested({ tab, page: page - 1 }))}>
        {T.previous}
      </Button>
      <span className="my-coupons__page">{T.pageOf(page, pages)}</span>
      <Button size="sm" iconEnd={<ChevronRight />} disabled={page >= pages} onClick={() => dispatch(A.pageRequested({ tab, page: page + 1 }))}>
        {T.next}
      </Button>
    </nav>
  );
}

export function MyCouponsPage() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuthStatus);
  const { tab, coupons, status, naming, busy } = useAppSelector(selectMyCoupons);
  const panelId = `${useId()}-panel`;
  useDocumentTitle(PAGE_TITLES.myCoupons);
  useFollowedEvents(coupons);
  useEffect(() => {
    if (auth === 'member') dispatch(A.pageRequested({ tab: 'ongoing', page: 1 }));
  }, [auth, dispatch]);
  if (auth === 'visitor') return <Navigate to={loginPageUrl(ROUTES.myCoupons)} replace />;
  const loading = status === 'loading' && coupons.length === 0;
  return (
    <section className="my-coupons" aria-labelledby="my-coupons-title">
      <h1 id="my-coupons-title" className="my-coupons__title">
        {T.title}
      </h1>
      <Tabs label={T.tabList} items={TAB_ITEMS} value={tab} controls={panelId} onChange={(t) => dispatch(A.pageRequested({ tab: t, page: 1 }))} className="my-coupons__tabs" />
      <div id={panelId} role="tabpanel" className="my-coupons__panel" aria-label={T.tabs[tab as keyof typeof T.tabs] ?? T.title} aria-busy={status === 'loading' || undefined}>
        {status === 'failed' ? (
          <div role="alert" className="my-coupons__error">
            <span>{T.loadFailed}</span>
            <Button size="sm" onClick={() => dispatch(A.pageRequested({ tab, page: 1 }))}>
              {T.retry}
            </Button>
          </div>
        ) : null}
        {loading ? (
          <div className="my-coupons__loading">
            <p role="status" className="visually-hidden">
              {T.loading}
            </p>
            <Skeleton shape="block" height={180} />
            <Skeleton shape="block" height={180} />
          </div>
        ) : null}
        {status === 'loaded' && coupons.length === 0 ? (
          <EmptyState
            illustration={FOLDERS.includes(tab) ? 'list' : 'coupon'}
            title={T.empty}
            text={FOLDERS.includes(tab) ? T.emptyFolderHint : T.emptyHint}
            action={
              tab === 'ongoing' ? (
                <Button variant="primary" to={ROUTES.program}>
                  {T.toProgram}
                </Button>
              ) : undefined
            }
          />
        ) : null}
        <div className="my-coupons__list">
          {coupons.map((c) => (
            <MyCouponCard key={`${c.CType ?? 1}-${c.CouponId}`} coupon={c} busy={busy.includes(c.CouponId)} />
          ))}
        </div>
        <Pager />
      </div>
      {naming ? (
        <CouponNameDialog
          initialName={naming.CouponName ?? ''}
          onSave={(name) => dispatch(A.nameSubmitted({ couponId: naming.CouponId, name }))}
          onCancel={() => dispatch(A.nameDialogClosed())}
        />
      ) : null}
    </section>
  );
}
