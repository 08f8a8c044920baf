/**
 * /at-yarisi/kosu/:raceId: one race's card (every horse with number, name, jockey, weight, age, last results and its
 * Ganyan odd, refreshed while the page is open so the odds move; withdrawn horses marked 'Koşmaz'), the result once
 * official, and the compact Ganyan coupon.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { RACING_TEXTS as T } from '@shared/constants/racing-texts';
import { ROUTES } from '@shared/constants/routes';
import { formatOdd, formatTime } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { OddsButton } from '../../components/odds-button';
import { Badge } from '../../components/ui/badge';
import { Link } from '../../components/ui/link';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { selectAuthStatus } from '../auth/auth.slice';
import { GanyanCoupon } from './ganyan-coupon';
import { MyRaceBets } from './my-race-bets';
import { formatWeight } from './racing-format';
import { RaceStatusBadge } from './racing-program-page';
import { racingActions as A, selectRacing } from './racing.slice';
import './racing.css';

export function RaceCardPage() {
  useDocumentTitle(PAGE_TITLES.horseRacing);
  const dispatch = useAppDispatch();
  const raceId = Number(useParams().raceId);
  const { card, slip } = useAppSelector(selectRacing);
  useEffect(() => {
    dispatch(A.raceOpened(raceId));
    return () => {
      dispatch(A.raceLeft());
    };
  }, [dispatch, raceId]);
  const c = card.data?.RaceId === raceId ? card.data : null;
  const member = useAppSelector(selectAuthStatus) === 'member';
  const raceStatus = c?.Status;
  // The member's coupons on this race, read again when the race changes state (closed, then finished and settled).
  useEffect(() => {
    if (member && raceStatus) dispatch(A.betsRequested());
  }, [dispatch, member, raceStatus]);
  if (!c) {
    return (
      <div className="racing">
        <p role="status" className="racing__status">{card.status === 'failed' ? T.loadFailed : T.loading}</p>
        <Link to={ROUTES.horseRacing}>{T.back}</Link>
      </div>
    );
  }
  const title = `${c.HippodromeName} ${c.No}. ${T.race}`;
  return (
    <div className="racing racing--card">
      <div className="racing__main">
        <Link to={ROUTES.horseRacing}>{T.back}</Link>
        <h1 className="racing__title">{title}</h1>
        <p className="racing__race-head">
          <span>{`${formatTime(c.StartsAt)} · ${c.Name} · ${c.DistanceM} m ${c.Surface}`}</span>
          <RaceStatusBadge status={c.Status} />
        </p>
        {c.StatisticsNotice ? <p className="racing__notice" role="note">{c.StatisticsNotice}</p> : null}
        {c.Result ? (
          <p className="racing__result" role="status">{`${T.result}: ${c.Result.slice(0, 4).join(' - ')}`}</p>
        ) : c.Status === 'open' ? (
          <p className="racing__hint">{T.oddsLive}</p>
        ) : null}
        <ul className="runners" aria-label={title}>
          {c.Runners.map((r) => (
            <li key={r.No} className={`runner${r.Withdrawn ? ' runner--out' : ''}`}>
              <span className="runner__no">{r.No}</span>
              <span className="runner__main">
                <span className="runner__name">{r.Name}</span>
                <span className="runner__meta">
                  {`${T.colJockey}: ${r.Jockey} · ${formatWeight(r.WeightTenthKg)} kg · ${r.Age} ${T.colAge.toLocaleLowerCase('tr-TR')}`}
                  {r.LastResults ? ` · ${T.colLast}: ${r.LastResults}` : ''}
                </span>
              </span>
              {r.Withdrawn ? (
                <Badge tone="locked" size="sm">{T.withdrawn}</Badge>
              ) : (
                <OddsButton
                  label=""
                  odd={r.Odd}
                  accessibleName={`${r.No} ${r.Name}, ${T.colOdd} ${formatOdd(r.Odd)}`}
                  selected={slip.raceId === c.RaceId && slip.horseNo === r.No}
                  locked={c.Status !== 'open'}
                  onPick={() => dispatch(A.horsePicked({ raceId: c.RaceId, horseNo: r.No, odd: r.Odd }))}
                />
              )}
            </li>
          ))}
        </ul>
      </div>
      <aside className="racing__side">
        <GanyanCoupon card={c} />
        <MyRaceBets raceId={c.RaceId} />
      </aside>
    </div>
  );
}
