/**
 * /at-yarisi: the day's race program by hippodrome and time (each race linking to its card) and, on the second tab,
 * the day's results. A meeting whose statistics the data provider cannot serve shows the provider's notice.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { RACING_TEXTS as T } from '@shared/constants/racing-texts';
import { formatOdd, formatTime } from '@shared/format/tr';
import type { RaceStatus } from '@shared/protocol/racing-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Tabs } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { selectAuthStatus } from '../auth/auth.slice';
import { MyRaceBets } from './my-race-bets';
import { racePath } from '@shared/constants/routes';
import { racingActions as A, selectRacing } from './racing.slice';
import './racing.css';

const TONE: Record<RaceStatus, 'info' | 'win' | 'locked' | 'neutral'> = { upcoming: 'neutral', open: 'win', closed: 'locked', finished: 'info' };

export const RaceStatusBadge = ({ status }: { status: RaceStatus }) => <Badge tone={TONE[status]} size="sm">{T.status[status]}</Badge>;

function ProgramList() {
  const { program } = useAppSelector(selectRacing);
  const data = program.data;
  if (!data) return <p role="status" className="racing__status">{program.status === 'failed' ? T.loadFailed : T.loading}</p>;
  if (data.Hippodromes.length === 0) return <p className="racing__status">{T.noRaces}</p>;
  return (
    <div className="racing__meetings">
      {data.Hippodromes.map((h) => (
        <Card key={h.HippodromeId} as="section" title={h.Name} headingLevel={2} padding="sm">
          {h.StatisticsNotice ? <p className="racing__notice" role="note">{h.StatisticsNotice}</p> : null}
          <ul className="racing__races">
            {h.Races.map((r) => (
              <li key={r.RaceId}>
                <Link to={racePath(r.RaceId)} className="racing__race-link">
                  <span className="racing__time">{formatTime(r.StartsAt)}</span>
                  <span className="racing__race-name">{r.Name}</span>
                  <span className="racing__race-meta">{`${r.DistanceM} m ${r.Surface} · ${r.RunnerCount} ${T.runners}`}</span>
                  <RaceStatusBadge status={r.Status} />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

function ResultsList() {
  const { results } = useAppSelector(selectRacing);
  const data = results.data;
  if (!data) return <p role="status" className="racing__status">{results.status === 'failed' ? T.loadFailed : T.loading}</p>;
  if (data.Results.length === 0) return <p className="racing__status">{T.noResults}</p>;
  return (
    <ul className="racing__results">
      {data.Results.map((r) => (
        <li key={r.RaceId}>
          <Link to={racePath(r.RaceId)} className="racing__race-link">
            <span className="racing__time">{formatTime(r.StartsAt)}</span>
            <span className="racing__race-name">{`${r.HippodromeName} ${r.No}. ${T.race}`}</span>
            <span className="racing__race-meta">{`${T.winner}: ${r.Order[0]} ${r.WinnerName} (${formatOdd(r.WinnerOdd)}) · ${T.result}: ${r.Order.slice(0, 4).join('-')}`}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function RacingProgramPage() {
  useDocumentTitle(PAGE_TITLES.horseRacing);
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectAuthStatus) === 'member';
  const [tab, setTab] = useState<'program' | 'results' | 'bets'>('program');
  useEffect(() => {
    dispatch(tab === 'program' ? A.programRequested() : tab === 'results' ? A.resultsRequested() : A.betsRequested());
  }, [dispatch, tab]);
  const items = [{ value: 'program' as const, label: T.tabProgram }, { value: 'results' as const, label: T.tabResults }];
  return (
    <div className="racing">
      <h1 className="racing__title">{T.title}</h1>
      <p className="racing__intro">{T.intro}</p>
      <Tabs label={T.tabsLabel} controls="racing-view" value={tab} onChange={setTab}
        items={member ? [...items, { value: 'bets' as const, label: T.myBets }] : items} />
      <div id="racing-view" className="racing__view">
        {tab === 'program' ? <ProgramList /> : tab === 'results' ? <ResultsList /> : <MyRaceBets />}
      </div>
    </div>
  );
}
