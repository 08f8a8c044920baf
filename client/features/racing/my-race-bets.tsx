/**
 * The member's Ganyan coupons (of one race, or all with their race) with their state: played, then won (with the
 * payout), lost or refunded.
 */
import { RACING_TEXTS as T } from '@shared/constants/racing-texts';
import { formatMoney, formatOdd, formatTime } from '@shared/format/tr';
import type { GanyanBetStatus } from '@shared/protocol/racing-api';
import { useAppSelector } from '../../app/hooks';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { selectRacing } from './racing.slice';

const TONE: Record<GanyanBetStatus, 'neutral' | 'win' | 'lose' | 'info'> = { open: 'neutral', won: 'win', lost: 'lose', refunded: 'info' };

export function MyRaceBets({ raceId }: { raceId?: number }) {
  const bets = (useAppSelector(selectRacing).bets.data ?? []).filter((b) => raceId === undefined || b.RaceId === raceId);
  if (bets.length === 0) return raceId === undefined ? <p className="racing__status">{T.noBets}</p> : null;
  return (
    <Card as="section" title={T.myBets} headingLevel={2} padding="md" className="my-race-bets">
      <ul className="my-race-bets__list">
        {bets.map((b) => (
          <li key={b.BetId} className="my-race-bets__bet">
            {raceId === undefined ? <span className="my-race-bets__race">{`${formatTime(b.StartsAt)} ${b.HippodromeName} ${b.RaceNo}. ${T.race} · ${b.CouponNo}`}</span> : null}
            <span>{`${b.HorseNo} ${b.HorseName} · ${formatMoney(b.Amount)} · ${formatOdd(b.Odd)}`}</span>
            <span className="my-race-bets__state">
              <Badge tone={TONE[b.Status]} size="sm">{T.betStatus[b.Status]}</Badge>
              {b.Payout > 0 ? <strong>{formatMoney(b.Payout)}</strong> : null}
            </span>
            {b.DeductionPercent > 0 ? <span className="my-race-bets__cut">{`${T.deduction}: %${b.DeductionPercent}`}</span> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
