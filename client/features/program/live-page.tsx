/**
 * /iddaa/canli-iddaa-canli-bahis: live events by sport with their live state, score and market columns (a market
 * that is not open shows locked); on a phone the market switcher picks the column group. ?code= opens one event.
 */
import { useSearchParams } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import { COLUMN_GROUP_TITLES } from '@shared/constants/market-columns';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLayout } from '../../platform/view/view.selectors';
import { LIVE_KEY, programActions } from './program.slice';
import { selectLiveGroupKeys, selectLiveRows, selectProgramLoad } from './program.selectors';
import { parseCode, useLiveProgram } from './use-program';
import { readFilters, withFilter } from './program-filters';
import { MarketSwitcher } from './program-toolbar';
import { ProgramEmpty, ProgramError, ProgramSkeleton } from './program-states';
import { EventList } from './event-list';
import { EventDetail } from './event-detail';

const LIST_ID = 'live-program-list';

function LiveProgram() {
  useLiveProgram();
  useDocumentTitle(PAGE_TITLES.live);
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const { group } = readFilters(params);
  const rows = useAppSelector(selectLiveRows);
  const keys = useAppSelector(selectLiveGroupKeys);
  const load = useAppSelector((s) => selectProgramLoad(s, LIVE_KEY));
  const phone = useAppSelector(selectLayout) === 'phone';
  const loading = rows.length === 0 && load.status !== 'ready' && load.status !== 'error';
  return (
    <section className="program" aria-labelledby="live-title">
      <header className="page-head">
        <span className="page-head__live-dot" aria-hidden="true" />
        <h1 id="live-title">{PAGE_TITLES.live}</h1>
      </header>
      {phone && keys.length > 1 && (
        <div className="program-toolbar">
          <MarketSwitcher
            groups={keys.map((key) => ({ key, title: COLUMN_GROUP_TITLES[key] }))}
            value={group}
            onChange={(g) => setParams((p) => withFilter(p, 'group', g), { replace: true })}
          />
        </div>
      )}
      {load.error && (
        <ProgramError
          message={load.error}
          onRetry={() => {
            dispatch(programActions.programReleased({ key: LIVE_KEY }));
            dispatch(programActions.liveRequested());
          }}
        />
      )}
      <div id={LIST_ID} className={loading ? 'program-body program-body--loading' : 'program-body'}>
        {loading ? (
          <ProgramSkeleton />
        ) : rows.length > 0 ? (
          <EventList rows={rows} label="Canlı etkinlikler" pick={group} />
        ) : (
          load.status === 'ready' && <ProgramEmpty title={PROGRAM_TEXTS.emptyTitle} text={PROGRAM_TEXTS.emptyLive} />
        )}
      </div>
    </section>
  );
}

export function LivePage() {
  const [params] = useSearchParams();
  const code = parseCode(params.get('code'));
  if (code !== undefined) return <EventDetail key={code} code={code} backHref={ROUTES.live} backLabel="Canlı bahis" />;
  return <LiveProgram />;
}
