/** One raffle on /cekilis-sonuclari: prize, entry rule, draw time, the seed's commitment and, once drawn, its winners. */
import { RAFFLE_TEXTS as T } from '@shared/constants/raffle-texts';
import { formatMoney } from '@shared/format/tr';
import { CONTENT_API, type RaffleView, type RaffleWinner } from '@shared/protocol/content-api';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { rafflesActions, selectRaffles } from './raffles.slice';

function Winners({ title, list }: { title: string; list: RaffleWinner[] }) {
  if (list.length === 0) return null;
  return (
    <div className="raffle-card__winners">
      <h4>{title}</h4>
      <ol>
        {list.map((w) => (
          <li key={w.EntryRef}>
            <span className="raffle-card__name">{w.Name}</span>
            {w.City ? <span className="raffle-card__city">{w.City}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function RaffleCard({ raffle: r }: { raffle: RaffleView }) {
  const dispatch = useAppDispatch();
  const verification = useAppSelector(selectRaffles).verification[r.Id];
  const rule = T.entryRule(formatMoney(r.MinStakeKurus), formatIstanbulDateTime(r.PeriodStart), formatIstanbulDateTime(r.PeriodEnd));
  return (
    <Card as="article" title={r.Title} headingLevel={3} className="raffle-card" actions={r.EntryCount !== null ? <Badge>{T.entries(r.EntryCount)}</Badge> : undefined}>
      <p>
        <strong>{T.prize}:</strong> {r.Prize}
      </p>
      <p>{rule}</p>
      <p>{T.drawAt(formatIstanbulDateTime(r.DrawAt))}</p>
      <dl className="raffle-card__proof">
        <dt>{T.commitment}</dt>
        <dd>
          <code>{r.SeedHash}</code>
        </dd>
        {r.Seed ? (
          <>
            <dt>{T.seed}</dt>
            <dd>
              <code>{r.Seed}</code>
            </dd>
          </>
        ) : null}
      </dl>
      {r.Drawn ? (
        <>
          {r.Main.length === 0 ? <p>{T.noWinners}</p> : null}
          <Winners title={T.mainWinners} list={r.Main} />
          <Winners title={T.reserveWinners} list={r.Reserve} />
          <p className="raffle-card__hint">{T.verifyHint}</p>
          <div className="raffle-card__actions">
            <Button size="sm" loading={verification === 'checking'} onClick={() => dispatch(rafflesActions.verifyRequested(r.Id))}>
              {T.verify}
            </Button>
            <Button size="sm" variant="ghost" href={`${CONTENT_API.raffleEntries}?raffleId=${r.Id}`}>
              {T.entryListLink}
            </Button>
          </div>
          {verification === 'verified' || verification === 'failed' ? (
            <p role="status" className={`raffle-card__verdict raffle-card__verdict--${verification}`}>
              {verification === 'verified' ? T.verified : T.notVerified}
            </p>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
