/** /iddaa: every sport with its count, live teaser, and the next events of the leading sports. */
import { Link } from 'react-router';
import { ROUTES, sportPath } from '@shared/constants/routes';
import type { SportMenuItem } from '@shared/protocol/program';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAppSelector } from '../../app/hooks';
import { selectLiveTotal, selectMenuStatus, selectVisibleSports } from '../menu/menu.selectors';
import { selectSportHighlights } from './program.selectors';
import { useSportProgram } from './use-program';
import { EventRow } from './event-row';

/** How many sports get highlight cards, and how many events each. */
export const HIGHLIGHT_SPORTS = 4;
export const HIGHLIGHT_EVENTS = 6;

function SportHighlights({ item }: { item: SportMenuItem }) {
  useSportProgram(item.sportId);
  const codes = useAppSelector((s) => selectSportHighlights(s, item.sportId, HIGHLIGHT_EVENTS));
  const titleId = `highlights-${item.sportId}`;
  return (
    <section className="card highlights" aria-labelledby={titleId}>
      <header className="highlights__head">
        <h2 id={titleId}>{item.name}</h2>
        <Link to={sportPath(item.slug)}>Tüm {item.name} bülteni ({item.count})</Link>
      </header>
      {codes.length === 0 ? (
        <p className="load-state">Bülten yükleniyor…</p>
      ) : (
        <ul className="highlights__list">
          {codes.map((code) => (
            <li key={code} className="highlights__row">
              <EventRow code={code} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function OverviewPage() {
  useDocumentTitle('iddaa Bülteni');
  const sports = useAppSelector(selectVisibleSports);
  const live = useAppSelector(selectLiveTotal);
  const status = useAppSelector(selectMenuStatus);
  return (
    <section className="overview" aria-labelledby="overview-title">
      <header className="page-head">
        <h1 id="overview-title">iddaa Bülteni</h1>
      </header>
      {live > 0 && (
        <Link className="card live-teaser" to={ROUTES.live}>
          <span className="live-badge__dot" aria-hidden="true" /> Canlı bahiste şu anda {live} etkinlik var
        </Link>
      )}
      {sports.length === 0 && <p className="load-state">{status === 'error' ? 'Spor menüsü yüklenemedi.' : 'Bülten yükleniyor…'}</p>}
      <ul className="sport-tiles" aria-label="Spor dalları">
        {sports.map((item) => (
          <li key={item.sportId}>
            <Link className="sport-tile" to={sportPath(item.slug)}>
              <span className="sport-tile__name">{item.name}</span>
              <span className="count-badge">{item.count}</span>
            </Link>
          </li>
        ))}
      </ul>
      {sports.slice(0, HIGHLIGHT_SPORTS).map((item) => (
        <SportHighlights key={item.sportId} item={item} />
      ))}
    </section>
  );
}
