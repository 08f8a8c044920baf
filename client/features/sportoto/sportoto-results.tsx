/** A pool's results (official or drawn, with the draw's seed) and its prize split, with week-to-week navigation. */
import { useEffect } from 'react';
import { SPORTOTO_TEXTS as T } from '@shared/constants/sportoto-texts';
import { formatCount, formatMoney } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadError, LoadSkeleton } from '../../components/load-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { selectSportoto, sportotoActions as A } from './sportoto.slice';

export function StotoResults({ latestPoolId }: { latestPoolId: number | null }) {
  const dispatch = useAppDispatch();
  const { status, data: pool } = useAppSelector(selectSportoto).results;
  useEffect(() => {
    if (latestPoolId !== null) dispatch(A.resultsRequested(latestPoolId));
  }, [dispatch, latestPoolId]);
  if (status === 'failed') return <LoadError message={T.loadError} retry={T.retry} onRetry={() => dispatch(A.resultsRequested(latestPoolId))} />;
  if (!pool) return <LoadSkeleton cards={1} />;
  const go = (id: number) => dispatch(A.resultsRequested(id));
  return (
    <div className="stoto-results">
      <div className="stoto-results__nav">
        <Button size="sm" variant="secondary" disabled={pool.PoolId <= 1} onClick={() => go(pool.PoolId - 1)}>{T.previous}</Button>
        <span className="stoto-results__week">{T.week} {pool.Week}</span>
        <Button size="sm" variant="secondary" disabled={latestPoolId === null || pool.PoolId >= latestPoolId} onClick={() => go(pool.PoolId + 1)}>{T.next}</Button>
      </div>
      <Card as="section" title={T.results} padding="sm">
        <ol className="stoto-result-list">
          {pool.Matches.map((m) => (
            <li key={m.position} className="stoto-result">
              <span className="stoto-match__no" aria-hidden="true">{m.position}</span>
              <span className="stoto-result__name">{m.name}{m.score ? ` (${m.score[0]}-${m.score[1]})` : ''}</span>
              <span className="stoto-result__value">
                {m.result === null ? <Badge tone="neutral" size="sm">{T.pending}</Badge> : <strong>{m.result}</strong>}
                {m.resultSource === 'draw' ? <Badge tone="info" size="sm">{T.drawn}</Badge> : null}
              </span>
              {m.drawSeed ? <code className="stoto-result__seed" title={T.drawSeed}>{T.drawSeed}: {m.drawSeed}</code> : null}
            </li>
          ))}
        </ol>
      </Card>
      <Card as="section" title={T.prizes} padding="sm">
        {pool.Status !== 'settled' ? <p className="stoto-muted">{T.notSettled}</p> : (
          <>
            <dl className="stoto-fund">
              <div><dt>{T.fund}</dt><dd>{formatMoney(pool.FundKurus ?? 0)}</dd></div>
              <div><dt>{T.carryIn}</dt><dd>{formatMoney(pool.CarryInKurus ?? 0)}</dd></div>
              <div><dt>{T.carryOut}</dt><dd>{formatMoney(pool.CarryOutKurus ?? 0)}</dd></div>
            </dl>
            <table className="stoto-prizes">
              <thead>
                <tr><th scope="col">{T.results}</th><th scope="col">{T.tierPool}</th><th scope="col">{T.winners}</th><th scope="col">{T.perColumn}</th></tr>
              </thead>
              <tbody>
                {pool.Prizes.map((p) => (
                  <tr key={p.correct}>
                    <th scope="row">{T.tier(p.correct)}</th>
                    <td>{formatMoney(p.poolKurus)}</td>
                    <td>{formatCount(p.units)}</td>
                    <td>{formatMoney(p.perUnitKurus)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Card>
    </div>
  );
}
