/** /cekilis-sonuclari: upcoming raffles with their published seed hash, and drawn ones with masked winners. */
import { useEffect } from 'react';
import { CONTENT_KEYS } from '@shared/constants/notices';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { RAFFLE_TEXTS as T } from '@shared/constants/raffle-texts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadError, LoadSkeleton } from '../../components/load-state';
import { EmptyState } from '../../components/ui/empty-state';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { ContentBlock } from './content-block';
import { RaffleCard } from './raffle-card';
import { rafflesActions, selectRaffles } from './raffles.slice';
import './raffles.css';

export function RaffleResultsPage() {
  useDocumentTitle(PAGE_TITLES.raffleResults);
  const dispatch = useAppDispatch();
  const { status, data } = useAppSelector(selectRaffles).raffles;
  useEffect(() => {
    dispatch(rafflesActions.rafflesRequested());
  }, [dispatch]);
  const load = () => dispatch(rafflesActions.rafflesRequested());
  return (
    <section className="raffles-page" aria-labelledby="raffles-title">
      <h1 id="raffles-title" className="raffles-page__title">
        {T.resultsHeading}
      </h1>
      <ContentBlock blockKey={CONTENT_KEYS.raffleCampaign} label={T.resultsHeading} />
      {status === 'failed' ? <LoadError message={T.loadError} retry={T.retry} onRetry={load} /> : null}
      {!data && status !== 'failed' ? <LoadSkeleton cards={2} /> : null}
      {data && data.Upcoming.length + data.Drawn.length === 0 ? <EmptyState title={T.none} /> : null}
      {data && data.Upcoming.length > 0 ? (
        <section className="raffles-page__group" aria-labelledby="raffles-upcoming">
          <h2 id="raffles-upcoming">{T.upcoming}</h2>
          {data.Upcoming.map((r) => (
            <RaffleCard key={r.Id} raffle={r} />
          ))}
        </section>
      ) : null}
      {data && data.Drawn.length > 0 ? (
        <section className="raffles-page__group" aria-labelledby="raffles-drawn">
          <h2 id="raffles-drawn">{T.drawn}</h2>
          {data.Drawn.map((r) => (
            <RaffleCard key={r.Id} raffle={r} />
          ))}
        </section>
      ) : null}
    </section>
  );
}
