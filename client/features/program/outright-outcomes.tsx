/** An outright market as a list: every outcome (team, player) with its odds, favourites first. */
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../app/hooks';
import type { ProgramOutcome } from '@shared/protocol/program';
import { selectMarketById, selectOutcomeById } from './program.selectors';
import { OddsCell } from './odds-cell';
import { compareTr } from '@shared/format/tr-collate';

export interface OutrightOutcomesProps {
  marketId: number;
  eventCode: number;
  closed: boolean;
  /** Show only the first n favourites. */
  limit?: number;
}

export function OutrightOutcomes({ marketId, eventCode, closed, limit }: OutrightOutcomesProps) {
  const market = useAppSelector((s) => selectMarketById(s, marketId));
  const outcomes = useAppSelector(
    (s) =>
      (market?.outcomeIds ?? []).flatMap((id): ProgramOutcome[] => {
        const o = selectOutcomeById(s, id);
        return o ? [o] : [];
      }),
    shallowEqual,
  );
  if (!market) return null;
  const sorted = [...outcomes].sort((a, b) => a.odd - b.odd || compareTr(a.name, b.name));
  const shown = limit === undefined ? sorted : sorted.slice(0, limit);
  return (
    <ul className="outright-list" aria-label={market.name}>
      {shown.map((o) => (
        <li key={o.id} className="outright-list__item">
          <span className="outright-list__name">{o.name}</span>
          <OddsCell outcomeId={o.id} marketId={market.id} eventCode={eventCode} closed={closed} label="" />
        </li>
      ))}
    </ul>
  );
}
