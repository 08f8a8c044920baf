/**
 * The compact horse-racing coupon: one horse, its odd at the moment, the amount (at least 10 TL), the possible
 * winnings and the play button. The server judges every rule; its Turkish refusal is shown here, and a changed odd
 * offers to play at the new one.
 */
import { RACING_TEXTS as T } from '@shared/constants/racing-texts';
import { formatMoney, formatOdd } from '@shared/format/tr';
import type { RaceCardAnswer } from '@shared/protocol/racing-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { TextInput } from '../../components/ui/text-input';
import { parseLira } from './racing-format';
import { racingActions as A, selectRacing } from './racing.slice';

export function GanyanCoupon({ card }: { card: RaceCardAnswer }) {
  const dispatch = useAppDispatch();
  const { slip } = useAppSelector(selectRacing);
  const horse = slip.raceId === card.RaceId && slip.horseNo !== null ? card.Runners.find((r) => r.No === slip.horseNo) : undefined;
  const amount = parseLira(slip.amountText);
  const answer = slip.answer;
  const refusal = answer && !answer.IsSuccess ? answer : null;
  return (
    <Card as="section" title={T.coupon} headingLevel={2} padding="md" className="ganyan-coupon">
      {answer?.IsSuccess ? (
        <p role="status" className="ganyan-coupon__played">{`${T.played} ${answer.CouponNo}`}</p>
      ) : null}
      {!horse ? (
        <p className="ganyan-coupon__empty">{T.couponEmpty}</p>
      ) : (
        <form
          className="ganyan-coupon__form"
          onSubmit={(e) => {
            e.preventDefault();
            dispatch(A.playRequested({ acceptOddsChanges: false }));
          }}
        >
          <p className="ganyan-coupon__pick">
            <span className="ganyan-coupon__horse">{`${horse.No} ${horse.Name}`}</span>
            <span className="ganyan-coupon__odd">{formatOdd(slip.odd ?? horse.Odd)}</span>
          </p>
          <Field label={T.amount} help={T.amountHelp}>
            <TextInput inputMode="decimal" value={slip.amountText} onChange={(e) => dispatch(A.amountChanged(e.target.value))} end="TL" />
          </Field>
          <p className="ganyan-coupon__max">
            {`${T.maxWinnings}: `}
            <strong>{amount === null ? '-' : formatMoney(Math.floor((amount * (slip.odd ?? horse.Odd)) / 100))}</strong>
          </p>
          {refusal ? <p role="alert" className="ganyan-coupon__error">{refusal.Message}</p> : null}
          {refusal?.Code === 'ODDS_CHANGED' ? (
            <Button variant="primary" fullWidth loading={slip.status === 'playing'} onClick={() => dispatch(A.playRequested({ acceptOddsChanges: true }))}>
              {T.acceptOdds}
            </Button>
          ) : (
            <Button type="submit" variant="primary" fullWidth loading={slip.status === 'playing'} disabled={card.Status !== 'open'}>
              {T.play}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => dispatch(A.slipCleared())}>Temizle</Button>
        </form>
      )}
    </Card>
  );
}
