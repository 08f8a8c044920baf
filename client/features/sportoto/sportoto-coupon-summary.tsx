/** The coupon being filled: live columns, misli, cost, and the play and clear actions. */
import { STOTO_RULES } from '@shared/constants/sportoto';
import { SPORTOTO_TEXTS as T } from '@shared/constants/sportoto-texts';
import { formatCount, formatMoney } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { NumberStepper } from '../../components/ui/number-stepper';
import { selectSportoto, selectStotoTotals, sportotoActions as A } from './sportoto.slice';

export function StotoCouponSummary({ columnPriceKurus, open }: { columnPriceKurus: number; open: boolean }) {
  const dispatch = useAppDispatch();
  const { misli, playing } = useAppSelector(selectSportoto);
  const { columns, cost, missing } = useAppSelector(selectStotoTotals);
  return (
    <section className="stoto-summary" aria-label={T.cost}>
      <dl className="stoto-summary__facts">
        <div>
          <dt>{T.columns}</dt>
          <dd data-testid="stoto-columns">{formatCount(columns)}</dd>
        </div>
        <div>
          <dt>{T.columnPrice}</dt>
          <dd>{formatMoney(columnPriceKurus)}</dd>
        </div>
        <div>
          <dt>{T.cost}</dt>
          <dd data-testid="stoto-cost" className="stoto-summary__cost">{formatMoney(cost)}</dd>
        </div>
      </dl>
      <p className="stoto-summary__missing" aria-live="polite">{missing > 0 ? T.missingPicks(missing) : ''}</p>
      <div className="stoto-summary__actions">
        <Field label={T.misli} className="stoto-summary__misli">
          <NumberStepper value={misli} min={STOTO_RULES.minMisli} max={STOTO_RULES.maxMisli} onChange={(v) => dispatch(A.misliChanged(v))} />
        </Field>
        <Button variant="ghost" onClick={() => dispatch(A.cleared())}>{T.clear}</Button>
        <Button variant="primary" loading={playing} disabled={!open} onClick={() => dispatch(A.playClicked())}>{T.play}</Button>
      </div>
    </section>
  );
}
