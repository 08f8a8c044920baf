/** The outright events of one negative sport id: each with its favourites and a link to all its outcomes. */
import { useState } from 'react';
import { ChevronRight } from '../../components/ui/sprite-icons';
import { EVENT_PAGES_TEXTS as T } from '@shared/constants/event-pages-texts';
import type { ProgramEvent } from '@shared/protocol/program';
import { dayLabel, formatTime } from '@shared/format/tr';
import { LoadState } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { programActions, sportKey } from './program.slice';
import { selectDayNow, selectIsEventClosed, selectProgramEvents, selectProgramLoad } from './program.selectors';
import { useSportProgram } from './use-program';
import { OutrightOutcomes } from './outright-outcomes';
import { compareTr } from '@shared/format/tr-collate';

export const OUTRIGHT_FAVOURITES = 6;
const ALL = '';

function OutrightEventCard({ event, detailHref }: { event: ProgramEvent; detailHref: string }) {
  const closed = useAppSelector((s) => selectIsEventClosed(s, event.code));
  const now = useAppSelector(selectDayNow);
  const marketId = event.marketIds[0];
  const titleId = `outright-${event.code}`;
  return (
    <section className="card outright-event" aria-labelledby={titleId}>
      <header className="outright-event__head">
        <div>
          <p className="event-head__competition">{event.competition}</p>
          <h2 id={titleId}>{event.name}</h2>
        </div>
        <p className="outright-event__date">
          {T.deadline}: {dayLabel(event.startsAt, now)} {formatTime(event.startsAt)}
        </p>
      </header>
      {marketId !== undefined && (
        <OutrightOutcomes marketId={marketId} eventCode={event.code} closed={closed} limit={OUTRIGHT_FAVOURITES} />
      )}
      <Button variant="ghost" size="sm" className="outright-event__all" to={detailHref} aria-label={T.allOutcomesOf(event.name)} iconEnd={<ChevronRight />}>
        {T.allOutcomes}
      </Button>
    </section>
  );
}

export interface OutrightProgramProps {
  outrightId: number;
  hideDropdowns: boolean;
  /** Detail link of an outright event (keeps HiddenDropdown). */
  detailHref: (code: number) => string;
}

export function OutrightProgram({ outrightId, hideDropdowns, detailHref }: OutrightProgramProps) {
  useSportProgram(outrightId);
  const dispatch = useAppDispatch();
  const key = sportKey(outrightId);
  const events = useAppSelector((s) => selectProgramEvents(s, key));
  const load = useAppSelector((s) => selectProgramLoad(s, key));
  const [competition, setCompetition] = useState(ALL);
  const competitions = [...new Set(events.map((e) => e.competition))].sort(compareTr);
  const shown = competition === ALL ? events : events.filter((e) => e.competition === competition);
  return (
    <div className="outright-program">
      {!hideDropdowns && competitions.length > 1 && (
        <Field className="outright-program__filter" label={T.tournament}>
          <Select
            value={competition}
            onChange={(e) => setCompetition(e.target.value)}
            options={[{ value: ALL, label: T.allTournaments }, ...competitions.map((c) => ({ value: c, label: c }))]}
          />
        </Field>
      )}
      <LoadState
        loading={load.status !== 'ready' && load.status !== 'error'}
        error={load.error}
        empty={events.length === 0}
        texts={{ loading: T.outrightsLoading, retry: T.retry, emptyTitle: T.noOutrights, emptyText: T.noOutrightsText }}
        onRetry={() => dispatch(programActions.sportRequested({ sportId: outrightId }))}
      />
      {shown.map((e) => (
        <OutrightEventCard key={e.code} event={e} detailHref={detailHref(e.code)} />
      ))}
    </div>
  );
}
