/** The ops page's coupon activity card: played and abandoned coupons and what building them took, loaded on request. */
import { formatMoney } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatCount, formatRate } from './ops-format';
import { opsActions as A, selectOps } from './ops.slice';
import { COUPON_ACTIVITY_TEXTS as T } from './coupon-activity-texts';

const seconds = (ms: number | null): string => (ms === null ? T.none : `${formatRate(ms / 1000)} sn`);
const avg = (n: number | null): string => (n === null ? T.none : formatRate(n));

export function CouponActivityPanel() {
  const dispatch = useAppDispatch();
  const { activity } = useAppSelector(selectOps);
  const load = () => dispatch(A.activityRequested());
  const a = typeof activity === 'object' ? activity : null;
  return (
    <Card as="section" title={T.heading} className="ops-cuts">
      {a && (
        <dl className="ops-stats">
          {[
            [T.played, formatCount(a.Played)],
            [T.abandoned, formatCount(a.Abandoned)],
            [T.medianFirstPick, seconds(a.MedianTimeToFirstPickMs)],
            [T.medianBuild, seconds(a.MedianBuildMs)],
            [T.avgPicks, avg(a.AvgPicks)],
            [T.avgRemovals, avg(a.AvgRemovals)],
            [T.avgRefusals, avg(a.AvgRefusals)],
            [T.avgOddsChanges, avg(a.AvgOddsChanges)],
            [T.avgPlayedAmount, a.AvgPlayedAmount === null ? T.none : formatMoney(a.AvgPlayedAmount)],
            [T.screenLogs, formatCount(a.ScreenLogs)],
          ].map(([label, value]) => (
            <div className="ops-stat" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {activity === 'failed' && <p role="status">{T.failed}</p>}
      <Button size="sm" variant="secondary" onClick={load} disabled={activity === 'loading'}>
        {activity === 'loading' ? T.loading : a ? T.reload : T.load}
      </Button>
    </Card>
  );
}
