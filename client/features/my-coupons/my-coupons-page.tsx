/** Hesabım/Kuponlarım: tabs ongoing / won / lost / cancelled-refunded, a page of coupons, the pager, the name dialog. */
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { loginPageUrl, ROUTES } from '@shared/constants/routes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CouponNameDialog } from '../../components/coupon-name-dialog';
import { useDocumentTitle } from '../../lib/use-document-title';
import { selectAuthStatus } from '../auth/auth.slice';
import { MY_COUPON_TABS, myCouponsActions as A, selectMyCoupons, selectPageCount } from './my-coupons.slice';
import { MY_COUPONS_TEXTS as T } from './my-coupons-texts';
import { MyCouponCard } from './my-coupon-card';
import './my-coupons.css';

function Pager() {
  const dispatch = useAppDispatch();
  const { tab, page } = useAppSelector(selectMyCoupons);
  const pages = useAppSelector(selectPageCount);
  if (pages <= 1) return null;
  return (
    <nav className="my-coupons__pager" aria-label={T.pager}>
      <button type="button" disabled={page <= 1} onClick={() => dispatch(A.pageRequested({ tab, page: page - 1 }))}>
        {T.previous}
      </button>
      <span>{T.pageOf(page, pages)}</span>
      <button type="button" disabled={page >= pages} onClick={() => dispatch(A.pageRequested({ tab, page: page + 1 }))}>
        {T.next}
      </button>
    </nav>
  );
}

export function MyCouponsPage() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuthStatus);
  const { tab, coupons, status, naming, busy } = useAppSelector(selectMyCoupons);
  useDocumentTitle(T.title);
  useEffect(() => {
    if (auth === 'member') dispatch(A.pageRequested({ tab: 'ongoing', page: 1 }));
  }, [auth, dispatch]);
  if (auth === 'visitor') return <Navigate to={loginPageUrl(ROUTES.myCoupons)} replace />;
  return (
    <section className="my-coupons" aria-labelledby="my-coupons-title">
      <h1 id="my-coupons-title">{T.title}</h1>
      <div role="tablist" aria-label={T.tabList} className="my-coupons__tabs">
        {MY_COUPON_TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === tab}
            onClick={() => dispatch(A.pageRequested({ tab: t, page: 1 }))}
          >
            {T.tabs[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={T.tabs[tab as keyof typeof T.tabs] ?? T.title} aria-busy={status === 'loading' || undefined}>
        {status === 'failed' ? (
          <div role="alert" className="my-coupons__error">
            {T.loadFailed}{' '}
            <button type="button" onClick={() => dispatch(A.pageRequested({ tab, page: 1 }))}>
              {T.retry}
            </button>
          </div>
        ) : null}
        {status === 'loading' && coupons.length === 0 ? <p role="status">{T.loading}</p> : null}
        {status === 'loaded' && coupons.length === 0 ? <p>{T.empty}</p> : null}
        {coupons.map((c) => (
          <MyCouponCard key={c.CouponId} coupon={c} busy={busy.includes(c.CouponId)} />
        ))}
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
