/** /kazandirdiklarimiz: the biggest settled wins of the week and the month (masked), and published winner stories. */
import { useEffect, useState } from 'react';
import { CONTENT_KEYS } from '@shared/constants/notices';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { RAFFLE_TEXTS as T } from '@shared/constants/raffle-texts';
import { formatMoney, formatOdd } from '@shared/format/tr';
import type { BigWin } from '@shared/protocol/content-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadError, LoadSkeleton } from '../../components/load-state';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Tabs } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { ContentBlock } from './content-block';
import { rafflesActions, selectRaffles } from './raffles.slice';
import { WinnerStorySection } from './story-form';
import './raffles.css';

type Period = 'week' | 'month';
const TABLE_ID = 'winners-table';

function WinsTable({ wins, caption }: { wins: BigWin[]; caption: string }) {
  if (wins.length === 0) return <EmptyState title={T.noWins} compact />;
  return (
    <table className="winners-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{T.member}</th>
          <th scope="col">{T.city}</th>
          <th scope="col">{T.odd}</th>
          <th scope="col">{T.amount}</th>
          <th scope="col">{T.winnings}</th>
        </tr>
      </thead>
      <tbody>
        {wins.map((w, i) => (
          <tr key={`${w.SettledAt}-${i}`}>
            <td>{w.Name}</td>
            <td>{w.City ?? '-'}</td>
            <td>{formatOdd(w.TotalOdd)}</td>
            <td>{formatMoney(w.AmountKurus)}</td>
            <td className="winners-table__won">{formatMoney(w.WinningsKurus)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WinnersPage() {
  useDocumentTitle(PAGE_TITLES.rafflesWinners);
  const dispatch = useAppDispatch();
  const { status, data } = useAppSelector(selectRaffles).winners;
  const [period, setPeriod] = useState<Period>('week');
  useEffect(() => {
    dispatch(rafflesActions.winnersRequested());
  }, [dispatch]);
  const caption = period === 'week' ? T.week : T.month;
  return (
    <section className="raffles-page" aria-labelledby="winners-title">
      <h1 id="winners-title" className="raffles-page__title">
        {T.winnersHeading}
      </h1>
      <ContentBlock blockKey={CONTENT_KEYS.winnersIntro} label={T.winnersHeading} />
      {status === 'failed' ? <LoadError message={T.loadError} retry={T.retry} onRetry={() => dispatch(rafflesActions.winnersRequested())} /> : null}
      {!data && status !== 'failed' ? <LoadSkeleton cards={2} /> : null}
      {data ? (
        <>
          <Card as="section" title={caption} padding="md">
            <Tabs
              label={T.winnersHeading}
              items={[{ value: 'week', label: T.week }, { value: 'month', label: T.month }]}
              value={period}
              onChange={setPeriod}
              controls={TABLE_ID}
              variant="pill"
            />
            <div id={TABLE_ID} className="winners-table__wrap">
              <WinsTable wins={period === 'week' ? data.Week : data.Month} caption={caption} />
            </div>
          </Card>
          <section className="raffles-page__group" aria-labelledby="winners-stories">
            <h2 id="winners-stories">{T.stories}</h2>
            {data.Stories.length === 0 ? <EmptyState title={T.noStories} compact /> : null}
            {data.Stories.map((s) => (
              <Card key={s.Id} as="article" flat className="winner-story">
                <blockquote>{s.Story}</blockquote>
                <p className="winner-story__by">
                  {s.Name}
                  {s.City ? `, ${s.City}` : ''} · {T.winnings}: {formatMoney(s.WinningsKurus)}
                </p>
              </Card>
            ))}
          </section>
        </>
      ) : null}
      <WinnerStorySection />
    </section>
  );
}
