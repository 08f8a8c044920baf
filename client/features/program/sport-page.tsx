/**
 * /iddaa/:slug: a sport's program by day with its market columns, narrowed by date tabs, a league filter and a
 * search, all kept in the URL query (program-filters.ts); with ?code= the bet detail of one event.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useParams, useSearchParams } from 'react-router';
import { longTermPath, sportPath } from '@shared/constants/routes';
import { canonicalSlug, sportBySlug, type Sport } from '@shared/constants/sports';
import { PAGE_TITLE_OF } from '@shared/constants/page-titles';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import { columnGroupsOf } from '@shared/constants/market-columns';
import { programDays } from '@shared/format/program-day';
import { NotFound } from '../../components/not-found';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { SportIcon } from '../../components/ui/sport-icons';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLayout } from '../../platform/view/view.selectors';
import { programActions, sportKey } from './program.slice';
import { selectDayNow, selectProgramLoad, selectSportEvents } from './program.selectors';
import { buildSportView } from './program-view';
import { parseCode, useSportProgram } from './use-program';
import { ALL_DAYS, readFilters, withFilter, withoutFilters, type FilterName } from './program-filters';
import { DateTabs, MarketSwitcher, ProgramFiltersBar } from './program-toolbar';
import { ProgramEmpty, ProgramError, ProgramSkeleton } from './program-states';
import { EventList } from './event-list';
import { EventDetail } from './event-detail';

export const SPORT_NOT_FOUND = { title: 'Spor dalı bulunamadı', message: 'Aradığınız spor dalı bültende bulunmuyor.' };

/**
 * The search box's text. Typing narrows the list at once and writes the URL without a history entry; a move
 * through the history (back, forward) puts the URL's text back in the box.
 */
const useSearchText = (fromUrl: string): [string, (text: string) => void] => {
  const [text, setText] = useState(fromUrl);
  const navigation = useNavigationType();
  const { key } = useLocation();
  useEffect(() => {
    if (navigation === 'POP') setText(fromUrl);
    // Only a history move (a new location key) resets it; the URL catching up with the typing must not.
  }, [key]);
  return [text, setText];
};

function SportProgram({ sport }: { sport: Sport }) {
  useSportProgram(sport.id);
  useDocumentTitle(PAGE_TITLE_OF.sport(sport.name));
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const dayNow = useAppSelector(selectDayNow);
  const days = useMemo(() => programDays(dayNow), [dayNow]);
  const day = days.some((d) => d.key === filters.day) ? filters.day : ALL_DAYS;
  const [query, setQuery] = useSearchText(filters.query);
  const events = useAppSelector((s) => selectSportEvents(s, sport.id));
  const currentLoad = useAppSelector((s) => selectProgramLoad(s, sportKey(sport.id)));
  // The list is built and drawn from a deferred copy of its inputs: a snapshot's arrival or a filter's change
  // re-renders it as a transition, in tasks of its own after the store's update (React renders a transition in
  // slices of a few ms; the store's own update renders in one task), the skeleton or the previous list staying until
  // it commits. The search box and the tabs answer at once meanwhile.
  const inputs = useMemo(
    () => ({ events, load: currentLoad, dayNow, day, league: filters.league, query }),
    [events, currentLoad, dayNow, day, filters.league, query],
  );
  const shown = useDeferredValue(inputs);
  const { load } = shown;
  const view = useMemo(() => buildSportView(shown.events, shown.dayNow, shown), [shown]);
  const phone = useAppSelector(selectLayout) === 'phone';

  const setFilter = useCallback(
    (name: FilterName, value: string, replace = false) => setParams((p) => withFilter(p, name, value), { replace }),
    [setParams],
  );
  const onQuery = (text: string) => {
    setQuery(text);
    setFilter('query', text, true);
  };
  const clearFilters = () => {
    setQuery('');
    setParams((p) => withoutFilters(p));
  };

  // A retry loads afresh: the held program is let go first, so the page's one release still ends it.
  const retry = () => {
    dispatch(programActions.programReleased({ key: sportKey(sport.id) }));
    dispatch(programActions.sportRequested({ sportId: sport.id }));
  };

  const listId = `program-list-${sport.id}`;
  const loading = view.total === 0 && load.status !== 'ready' && load.status !== 'error';
  const slug = canonicalSlug(sport);
  return (
    <section className="program" aria-labelledby="program-title">
      <header className="page-head">
        <SportIcon sportId={sport.id} size={24} className="page-head__icon" />
        <h1 id="program-title">{PAGE_TITLE_OF.sport(sport.name)}</h1>
        {sport.outrightId !== undefined && (
          <Link className="page-head__link" variant="strong" to={longTermPath(slug)}>
            {PROGRAM_TEXTS.longTermLink}
          </Link>
        )}
      </header>
      <div className="program-toolbar">
        <DateTabs days={days} value={day} onChange={(d) => setFilter('day', d)} controls={listId} />
        <ProgramFiltersBar
          leagues={view.leagues}
          league={filters.league}
          onLeague={(l) => setFilter('league', l)}
          query={query}
          onQuery={onQuery}
          controls={listId}
        />
        {phone && columnGroupsOf(sport.id).length > 1 && (
          <MarketSwitcher groups={columnGroupsOf(sport.id)} value={filters.group} onChange={(g) => setFilter('group', g, true)} />
        )}
      </div>
      {load.error && <ProgramError message={load.error} onRetry={retry} />}
      <div id={listId} className={loading ? 'program-body program-body--loading' : 'program-body'}>
        {loading ? (
          <ProgramSkeleton />
        ) : view.rows.length > 0 ? (
          <EventList rows={view.rows} label={`${sport.name} bülteni`} pick={filters.group} />
        ) : view.total > 0 ? (
          <ProgramEmpty
            title={PROGRAM_TEXTS.noMatchTitle}
            text={PROGRAM_TEXTS.noMatchText}
            action={<Button onClick={clearFilters}>{PROGRAM_TEXTS.clearFilters}</Button>}
          />
        ) : (
          load.status === 'ready' && <ProgramEmpty title={PROGRAM_TEXTS.emptyTitle} text={PROGRAM_TEXTS.emptySport} />
        )}
      </div>
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
