/** /iddaa/:slug: a sport's program by day, or with ?code= the bet detail of one event. */
import { Link, useParams, useSearchParams } from 'react-router';
import { longTermPath, sportPath } from '@shared/constants/routes';
import { canonicalSlug, sportBySlug, type Sport } from '@shared/constants/sports';
import { NotFound } from '../../components/not-found';
import { LoadState } from '../../components/load-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { programActions, sportKey } from './program.slice';
import { selectProgramLoad, selectSportRows } from './program.selectors';
import { parseCode, useSportProgram } from './use-program';
import { EventList } from './event-list';
import { EventDetail } from './event-detail';

export const SPORT_NOT_FOUND = { title: 'Spor dalı bulunamadı', message: 'Aradığınız spor dalı bültende bulunmuyor.' };

function SportProgram({ sport }: { sport: Sport }) {
  useSportProgram(sport.id);
  useDocumentTitle(`${sport.name} Bülteni`);
  const dispatch = useAppDispatch();
  const rows = useAppSelector((s) => selectSportRows(s, sport.id));
  const load = useAppSelector((s) => selectProgramLoad(s, sportKey(sport.id)));
  const slug = canonicalSlug(sport);
  return (
    <section className="program" aria-labelledby="program-title">
      <header className="page-head">
        <h1 id="program-title">{sport.name} Bülteni</h1>
        {sport.outrightId !== undefined && (
          <Link className="page-head__link" to={longTermPath(slug)}>
            Uzun Vadeli
          </Link>
        )}
      </header>
      <LoadState
        loading={load.status !== 'ready' && load.status !== 'error'}
        error={load.error}
        empty={rows.length === 0}
        emptyText="Bu spor dalında şu anda bültende etkinlik bulunmuyor."
        onRetry={() => dispatch(programActions.sportRequested({ sportId: sport.id }))}
      />
      {rows.length > 0 && <EventList rows={rows} label={`${sport.name} bülteni`} />}
    </section>
  );
}

export function SportPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const sport = sportBySlug(slug);
  if (!sport) return <NotFound {...SPORT_NOT_FOUND} />;
  const code = parseCode(params.get('code'));
  if (code !== undefined) {
    return <EventDetail key={code} code={code} backHref={sportPath(canonicalSlug(sport))} backLabel={`${sport.name} bülteni`} />;
  }
  return <SportProgram key={sport.id} sport={sport} />;
}
