/**
 * /ops: the live ops page. Asks for the access key, then shows the realtime edge as the saga polls it every
 * second; leaving the page stops the polling. Loaded on demand (router.tsx), so the entry bundle does not carry it.
 */
import { useEffect } from 'react';
import { LogOut } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import '../../components/form-page.css';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { opsActions as A, selectOps } from './ops.slice';
import { OpsDashboard } from './ops-dashboard';
import { CouponActivityPanel } from './coupon-activity-panel';
import { formatClock } from './ops-format';
import { OpsTokenForm } from './ops-token-form';
import { OPS_TEXTS as T } from './ops-texts';
import './ops.css';

export function OpsPage() {
  const dispatch = useAppDispatch();
  const { view, refusal, snapshot, stale } = useAppSelector(selectOps);
  useDocumentTitle(T.title);
  useEffect(() => {
    dispatch(A.pageOpened());
    return () => {
      dispatch(A.pageClosed());
    };
  }, [dispatch]);
  return (
    <section className="ops" aria-labelledby="ops-title">
      <header className="ops__head">
        <div>
          <h1 id="ops-title">{T.title}</h1>
          <p className="ops__subtitle">{T.subtitle}</p>
        </div>
        {view === 'live' && (
          <div className="ops__meta">
            {snapshot && <span className="ops__updated">{T.updatedAt(formatClock(snapshot.at))}</span>}
            <Button size="sm" variant="ghost" iconStart={<LogOut />} onClick={() => dispatch(A.tokenForgotten())}>
              {T.forget}
            </Button>
          </div>
        )}
      </header>
      {view === 'live' && snapshot ? (
        <>
          {stale && (
            <p role="status" className="ops__stale">
              {T.stale}
            </p>
          )}
          <OpsDashboard s={snapshot} />
          <CouponActivityPanel />
        </>
      ) : (
        <OpsTokenForm refusal={refusal} checking={view === 'checking'} />
      )}
    </section>
  );
}
