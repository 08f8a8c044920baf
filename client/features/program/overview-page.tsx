/**
 * /iddaa: every sport with its count, the live teaser, and the home's highlights (GET /Program/GetHighlights): a
 * few live and upcoming events of the leading sports with their market columns, kept current from each sport's
 * room, instead of those sports' whole programs.
 */
import { useDeferredValue, useMemo } from 'react';
import { ROUTES, sportPath } from '@shared/constants/routes';
import { canonicalSlug, sportById } from '@shared/constants/sports';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import { DEFAULT_COLUMN_GROUP } from '@shared/constants/market-columns';
import { Link } from '../../components/ui/link';
import { Skeleton, SKELETON_GROUP } from '../../components/ui/skeleton';
import { SportIcon } from '../../components/ui/sport-icons';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLayout } from '../../platform/view/view.selectors';
import { selectLiveTotal, selectVisibleSports } from '../menu/menu.selectors';
import { HIGHLIGHTS_KEY, programActions, type HighlightEntry } from './program.slice';
import { selectHighlightCodes, selectHighlightSports, selectHighlightsLoad } from './program.selectors';
import { useHighlights } from './use-program';
import { EventRow } from './event-row';
import { ColumnHeads } from './market-columns';
import { ProgramError, ProgramSkeleton } from './program-states';
import { useContactVerificationFlag } from '../../platform/interceptor/use-contact-verification-flag';

/** Cards reserved while the highlights load, and rows in each: the answer's usual shape. */
export const HIGHLIGHT_CARDS = 4;
export const HIGHLIGHT_ROWS = 6;

function HighlightCard({ entry }: { entry: HighlightEntry }) {
  const codes = useAppSelector((s) => selectHighlightCodes(s, entry.sportId));
  const phone = useAppSelector(selectLayout) === 'phone';
  const pick = phone ? DEFAULT_COLUMN_GROUP : undefined;
  const sport = sportById(entry.sportId);
  if (!sport || codes.length === 0) return null;
  const titleId = `highlights-${entry.sportId}`;
  return (
    <section className={phone ? 'card highlights market-scope rows--phone' : 'card highlights market-scope'} aria-labelledby={titleId}>
      <header className="highlights__head">
        <SportIcon sportId={sport.id} size={22} />
        <h2 id={titleId}>{sport.name}</h2>
        <Link className="highlights__all" variant="strong" to={sportPath(canonicalSlug(sport))}>
          {PROGRAM_TEXTS.sportLink(sport.name, entry.count)}
        </Link>
      </header>
      <div className="highlights__columns">
        <ColumnHeads sportId={sport.id} pick={pick} />
      </div>
      <ul className="highlights__list">
        {codes.map((code) => (
          <li key={code} className="highlights__row">
            <EventRow code={code} pick={pick} showCompetition />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HighlightsSkeleton({ cards = HIGHLIGHT_CARDS }: { cards?: number }) {
  return (
    <>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={`card highlights highlights--loading ${SKELETON_GROUP}`}>
          <div className="highlights__head">
            <Skeleton width="30%" />
          </div>
          <ProgramSkeleton events={HIGHLIGHT_ROWS} dayHeader={false} />
        </div>
      ))}
    </>
  );
}

export function OverviewPage() {
  useDocumentTitle(PAGE_TITLES.program);
  useHighlights();
  // The home page allows the forced contact verification (spec section 4).
  useContactVerificationFlag();
  const dispatch = useAppDispatch();
  const sports = useAppSelector(selectVisibleSports);
  const live = useAppSelector(selectLiveTotal);
  const currentHighlights = useAppSelector(selectHighlightSports);
  const currentLoad = useAppSelector(selectHighlightsLoad);
  // The cards draw a deferred copy: the highlights' arrival renders them as a transition, in slices of a few ms, the
  // skeleton staying until it commits, instead of one long task when the answer comes (Lighthouse's TBT).
  const { highlights, load } = useDeferredValue(
    useMemo(() => ({ highlights: currentHighlights, load: currentLoad }), [currentHighlights, currentLoad]),
  );
  // A retry starts the home's load afresh: the held one is let go first, so one release still ends it.
  const retry = () => {
    dispatch(programActions.programReleased({ key: HIGHLIGHTS_KEY }));
    dispatch(programActions.highlightsRequested());
  };
  return (
    <section className="overview" aria-labelledby="overview-title">
      <header className="page-head">
        <h1 id="overview-title">{PROGRAM_TEXTS.homeTitle}</h1>
      </header>
      {live > 0 && (
        <Link className="card live-teaser" to={ROUTES.live}>
          <span className="live-badge__dot" aria-hidden="true" /> {PROGRAM_TEXTS.liveTeaser(live)}
        </Link>
      )}
      <h2 className="overview__subtitle">{PROGRAM_TEXTS.highlightsTitle}</h2>
      {load.error && <ProgramError message={PROGRAM_TEXTS.highlightsFailed} onRetry={retry} />}
      {highlights.length === 0 && load.status !== 'error' && load.status !== 'ready' ? (
        <HighlightsSkeleton />
      ) : (
        highlights.map((entry) => <HighlightCard key={entry.sportId} entry={entry} />)
      )}
      <h2 className="overview__subtitle">{PROGRAM_TEXTS.sportsTitle}</h2>
      <ul className="sport-tiles" aria-label={PROGRAM_TEXTS.sportsTitle}>
        {sports.map((item) => (
          <li key={item.sportId}>
            <Link className="sport-tile" to={sportPath(item.slug)}>
              <SportIcon sportId={item.sportId} size={20} />
              <span className="sport-tile__name">{item.name}</span>
              <span className="count-badge">{item.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
