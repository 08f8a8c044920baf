/** /iddaa/:slug/uzun-vadeli: long-term (outright) bets by sport tab; ?uvc= (or ?code=) opens one outright event. */
import { useParams, useSearchParams } from 'react-router';
import { longTermPath } from '@shared/constants/routes';
import { canonicalSlug, sportBySlug } from '@shared/constants/sports';
import { EVENT_PAGES_TEXTS } from '@shared/constants/event-pages-texts';
import { NotFound } from '../../components/not-found';
import { EmptyState } from '../../components/ui/empty-state';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { parseCode } from './use-program';
import { LongTermTabs } from './long-term-tabs';
import { OutrightProgram } from './outright-program';
import { EventDetail } from './event-detail';
import { SPORT_NOT_FOUND } from './sport-page';

export const HIDDEN_DROPDOWN_PARAM = 'HiddenDropdown';

export function LongTermPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const sport = sportBySlug(slug);
  useDocumentTitle(sport ? `${sport.name} Uzun Vadeli Bahisler` : undefined);
  if (!sport) return <NotFound {...SPORT_NOT_FOUND} />;
  const hideDropdowns = params.get(HIDDEN_DROPDOWN_PARAM)?.toLowerCase() === 'true';
  const search = hideDropdowns ? `?${HIDDEN_DROPDOWN_PARAM}=true` : '';
  const base = longTermPath(canonicalSlug(sport));
  const code = parseCode(params.get('uvc') ?? params.get('code'));
  const detailHref = (c: number) => `${base}?uvc=${c}${hideDropdowns ? `&${HIDDEN_DROPDOWN_PARAM}=true` : ''}`;
  return (
    <section className="long-term" aria-labelledby="long-term-title">
      <header className="page-head">
        <h1 id="long-term-title">Uzun Vadeli Bahisler</h1>
      </header>
      <LongTermTabs currentOutrightId={sport.outrightId} hideDropdowns={hideDropdowns} search={search} />
      {sport.outrightId === undefined ? (
        <EmptyState className="load-empty" title={EVENT_PAGES_TEXTS.noOutrights} text={EVENT_PAGES_TEXTS.noOutrightsOf(sport.name)} illustration="search" compact />
      ) : code !== undefined ? (
        <EventDetail key={code} code={code} backHref={`${base}${search}`} backLabel={`${sport.name} uzun vadeli`} outright />
      ) : (
        <OutrightProgram key={sport.outrightId} outrightId={sport.outrightId} hideDropdowns={hideDropdowns} detailHref={detailHref} />
      )}
    </section>
  );
}
