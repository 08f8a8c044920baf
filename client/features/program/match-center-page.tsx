/** /mac-merkezi?code=: the facts and result of an event (long-started or finished matches open here). */
import { Link, useSearchParams } from 'react-router';
import { EVENT_STATUS } from '@shared/constants/codes';
import { sportById } from '@shared/constants/sports';
import { dayLabel, formatTime } from '@shared/format/tr';
import type { ProgramEvent } from '@shared/protocol/program';
import { NotFound } from '../../components/not-found';
import { LoadState } from '../../components/load-state';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { eventKey, programActions } from './program.slice';
import { selectDayNow, selectEventByCode, selectNow, selectProgramLoad } from './program.selectors';
import { parseCode, useEventDetail } from './use-program';
import { betDetailHref, matchCenterHref } from './program-links';

const STATUS_TEXT: Record<number, string> = {
  [EVENT_STATUS.lockedA]: 'Bahse kapalı',
  [EVENT_STATUS.locked]: 'Bahse kapalı',
  [EVENT_STATUS.finished]: 'Maç sona erdi',
  [EVENT_STATUS.cancelled]: 'İptal edildi',
  [EVENT_STATUS.postponed]: 'Ertelendi',
  [EVENT_STATUS.abandoned]: 'Yarıda kaldı',
};

export const eventStatusText = (e: ProgramEvent, started: boolean): string => {
  if (e.live) return 'Canlı';
  const fixed = STATUS_TEXT[e.status];
  if (fixed) return fixed;
  return started ? 'Başladı' : 'Başlamadı';
};

function MatchCenter({ code }: { code: number }) {
  useEventDetail(code);
  const dispatch = useAppDispatch();
  const event = useAppSelector((s) => selectEventByCode(s, code));
  const load = useAppSelector((s) => selectProgramLoad(s, eventKey(code)));
  const dayNow = useAppSelector(selectDayNow);
  const started = useAppSelector((s) => (event ? event.startsAt <= selectNow(s) : false));
  useDocumentTitle(event ? `${event.name} Maç Merkezi` : 'Maç Merkezi');
  const detail = event ? betDetailHref(event, dayNow) : null;
  return (
    <article className="match-center" aria-labelledby="match-center-title">
      <header className="page-head">
        <h1 id="match-center-title">Maç Merkezi</h1>
      </header>
      <LoadState
        loading={load.status !== 'error'}
        error={load.error}
        empty={!event}
        emptyText="Etkinlik bulunamadı."
        onRetry={() => dispatch(programActions.eventRequested({ code }))}
      />
      {event && (
        <section className="card match-center__card" aria-label={event.name}>
          <p className="event-head__competition">{event.competition}</p>
          <h2 className="match-center__name">{event.name}</h2>
          {event.score && (
            <p className="match-center__score" aria-label={`Skor ${event.score[0]} - ${event.score[1]}`}>
              {event.score[0]} - {event.score[1]}
            </p>
          )}
          <dl className="facts">
            <dt>Durum</dt>
            <dd>{eventStatusText(event, started)}</dd>
            {event.live && event.minute !== null && (
              <>
                <dt>Dakika</dt>
                <dd>{event.minute}'</dd>
              </>
            )}
            <dt>Spor dalı</dt>
            <dd>{sportById(event.sportId)?.name ?? '–'}</dd>
            <dt>Başlama</dt>
            <dd>
              {dayLabel(event.startsAt, dayNow)} {formatTime(event.startsAt)}
            </dd>
            <dt>Maç kodu</dt>
            <dd>{event.code}</dd>
            <dt>Resmi sonuç</dt>
            <dd>{event.hasOfficialResult ? 'Açıklandı' : 'Henüz açıklanmadı'}</dd>
          </dl>
          {detail && detail !== matchCenterHref(code) && !STATUS_TEXT[event.status] && (
            <Link className="button button--primary" to={detail}>
              Bahis detayına git
            </Link>
          )}
        </section>
      )}
    </article>
  );
}

export function MatchCenterPage() {
  const [params] = useSearchParams();
  const code = parseCode(params.get('code'));
  if (code === undefined) return <NotFound title="Maç bulunamadı" message="Maç merkezi için geçerli bir maç kodu gerekiyor." />;
  return <MatchCenter key={code} code={code} />;
}
