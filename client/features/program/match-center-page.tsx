/** /mac-merkezi?code=: the facts and result of an event (long-started or finished matches open here). */
import { useSearchParams } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { EVENT_STATUS } from '@shared/constants/codes';
import { EVENT_PAGES_TEXTS as T } from '@shared/constants/event-pages-texts';
import { sportById } from '@shared/constants/sports';
import { dayLabel, formatTime } from '@shared/format/tr';
import type { ProgramEvent } from '@shared/protocol/program';
import { NotFound } from '../../components/not-found';
import { LoadState } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { eventKey, programActions } from './program.slice';
import { selectDayNow, selectEventByCode, selectNow, selectProgramLoad } from './program.selectors';
import { parseCode, useEventDetail } from './use-program';
import { matchCenterHref, selectBetDetailHref } from './program-links';

const STATUS_TEXT: Record<number, string> = {
  [EVENT_STATUS.lockedA]: T.status.closed,
  [EVENT_STATUS.locked]: T.status.closed,
  [EVENT_STATUS.finished]: T.status.finished,
  [EVENT_STATUS.cancelled]: T.status.cancelled,
  [EVENT_STATUS.postponed]: T.status.postponed,
  [EVENT_STATUS.abandoned]: T.status.abandoned,
};

export const eventStatusText = (e: ProgramEvent, started: boolean): string => {
  if (e.live) return T.status.live;
  const fixed = STATUS_TEXT[e.status];
  if (fixed) return fixed;
  return started ? T.status.started : T.status.notStarted;
};

function MatchCenter({ code }: { code: number }) {
  useEventDetail(code);
  const dispatch = useAppDispatch();
  const event = useAppSelector((s) => selectEventByCode(s, code));
  const load = useAppSelector((s) => selectProgramLoad(s, eventKey(code)));
  const dayNow = useAppSelector(selectDayNow);
  const detail = useAppSelector((s) => selectBetDetailHref(s, code));
  const started = useAppSelector((s) => (event ? event.startsAt <= selectNow(s) : false));
  useDocumentTitle(event ? T.matchCenterOf(event.name) : T.matchCenter);
  return (
    <article className="match-center" aria-labelledby="match-center-title">
      <header className="page-head">
        <h1 id="match-center-title">{T.matchCenter}</h1>
      </header>
      <LoadState
        loading={load.status !== 'error'}
        error={load.error}
        empty={!event}
        texts={{ loading: T.detailLoading, retry: T.retry, emptyTitle: T.notFound, emptyText: T.notFoundText }}
        onRetry={() => dispatch(programActions.eventRequested({ code }))}
      />
      {event && (
        <section className="card match-center__card" aria-label={event.name}>
          <p className="event-head__competition">{event.competition}</p>
          <h2 className="match-center__name">{event.name}</h2>
          {event.score && (
            <p className="match-center__score" aria-label={T.score(event.score[0], event.score[1])}>
              {event.score[0]} - {event.score[1]}
            </p>
          )}
          <dl className="facts">
            <dt>{T.facts.state}</dt>
            <dd>{eventStatusText(event, started)}</dd>
            {event.live && event.minute !== null && (
              <>
                <dt>{T.facts.minute}</dt>
                <dd>{event.minute}'</dd>
              </>
            )}
            <dt>{T.facts.sport}</dt>
            <dd>{sportById(event.sportId)?.name ?? '–'}</dd>
            <dt>{T.facts.start}</dt>
            <dd>
              {dayLabel(event.startsAt, dayNow)} {formatTime(event.startsAt)}
            </dd>
            <dt>{T.facts.code}</dt>
            <dd>{event.code}</dd>
            <dt>{T.facts.result}</dt>
            <dd>{event.hasOfficialResult ? T.resultOut : T.resultPending}</dd>
          </dl>
          {detail && detail !== matchCenterHref(code) && !STATUS_TEXT[event.status] && (
            <Button variant="primary" to={detail} iconEnd={<ArrowRight />}>
              {T.toDetail}
            </Button>
          )}
        </section>
      )}
    </article>
  );
}

export function MatchCenterPage() {
  const [params] = useSearchParams();
  const code = parseCode(params.get('code'));
  if (code === undefined) return <NotFound title={T.matchNotFound} message={T.matchNotFoundText} />;
  return <MatchCenter key={code} code={code} />;
}
