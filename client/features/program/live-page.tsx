/** /iddaa/canli-iddaa-canli-bahis: live events by sport with minute and score; ?code= opens one event. */
import { useSearchParams } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { LoadState } from '../../components/load-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LIVE_KEY, programActions } from './program.slice';
import { selectLiveRows, selectProgramLoad } from './program.selectors';
import { parseCode, useLiveProgram } from './use-program';
import { EventList } from './event-list';
import { EventDetail } from './event-detail';

function LiveProgram() {
  useLiveProgram();
  useDocumentTitle('Canlı Bahis');
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectLiveRows);
  const load = useAppSelector((s) => selectProgramLoad(s, LIVE_KEY));
  return (
    <section className="program" aria-labelledby="live-title">
      <header className="page-head">
        <h1 id="live-title">Canlı Bahis</h1>
      </header>
      <LoadState
        loading={load.status !== 'ready' && load.status !== 'error'}
        error={load.error}
        empty={rows.length === 0}
        emptyText="Şu anda canlı bahise açık etkinlik bulunmuyor."
        onRetry={() => dispatch(programActions.liveRequested())}
      />
      {rows.length > 0 && <EventList rows={rows} label="Canlı etkinlikler" />}
    </section>
  );
}

export function LivePage() {
  const [params] = useSearchParams();
  const code = parseCode(params.get('code'));
  if (code !== undefined) return <EventDetail key={code} code={code} backHref={ROUTES.live} backLabel="Canlı bahis" />;
  return <LiveProgram />;
}
