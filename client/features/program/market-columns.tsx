/**
 * The market columns of program rows (shared/constants/market-columns.ts): the headers a league group shows once
 * (group title over its outcome labels) and one event's cells of a group. Each group reads its own market by
 * number and its cells' outcomes in one subscription; the cells are memoised, so a change of state re-renders one
 * cell, and a new odd re-renders none (its cell writes it, live-odds.ts).
 * A market the event does not carry (or the program dropped because it is not open) shows the locked state, named
 * 'Kapalı', never a blank.
 */
import { memo, type CSSProperties } from 'react';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import { columnGroupFor, columnGroupsOf, marketLine, type ColumnGroup, type ColumnGroupKey } from '@shared/constants/market-columns';
import type { ProgramMarket } from '@shared/protocol/program';
import { LockIcon } from '../../components/lock-icon';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { selectColumnMarketId, selectMarketById } from './program.selectors';
import { OddsCellView, sameCellData, selectCell, type CellData } from './odds-cell';
import '../../styles/program-columns.css';

/** The groups a row of this sport shows: all of them, or on a phone the one picked (or the sport's first). */
export const shownGroups = (sportId: number, pick: ColumnGroupKey | undefined): readonly ColumnGroup[] =>
  pick === undefined ? columnGroupsOf(sportId) : [columnGroupFor(sportId, pick)];

/** Cells of a group (plus its line cell) for the CSS that sizes headers and rows alike. */
const groupStyle = (g: ColumnGroup): CSSProperties => ({ '--cells': g.outcomes.length, '--line': g.showsLine ? 1 : 0 }) as CSSProperties;

/** The headers of a sport's column groups: each title over its outcome labels, aligned with the rows' cells. */
export function ColumnHeads({ sportId, pick }: { sportId: number; pick?: ColumnGroupKey }) {
  return (
    <div className="mheads">
      {shownGroups(sportId, pick).map((g) => (
        <div key={g.key} className="mhead" style={groupStyle(g)}>
          <span className="mhead__title">{g.title}</span>
          <span className="mhead__labels">
            {g.showsLine && <span className="mhead__line" aria-hidden="true" />}
            {g.outcomes.map((o) => (
              <span key={o} className="mhead__label">
                {o}
              </span>
            ))}
          </span>
        </div>
      ))}
      <span className="mheads__more" aria-hidden="true" />
    </div>
  );
}

/** A market that cannot be played: a padlock in each of its cells, the whole group named 'Kapalı'. */
export function LockedMarket({ group }: { group: ColumnGroup }) {
  return (
    <span className="mgroup mgroup--locked" role="img" aria-label={PROGRAM_TEXTS.locked} style={groupStyle(group)}>
      {group.showsLine && <span className="mgroup__line" />}
      {group.outcomes.map((o) => (
        <span key={o} className="odds odds--locked odds--placeholder">
          <LockIcon />
        </span>
      ))}
    </span>
  );
}

interface MarketGroupProps {
  code: number;
  group: ColumnGroup;
  closed: boolean;
}

interface GroupData {
  market: ProgramMarket | undefined;
  /** Each label's cell, in the market's outcome order; undefined where the market has no such outcome. */
  cells: (CellData | undefined)[];
}

const NO_CELLS: (CellData | undefined)[] = [];

/**
 * A group's market and its cells, read in one store subscription. Every dispatch runs every mounted subscription,
 * and a program page mounts hundreds of cells: one per group instead of one per cell and group cut a live batch's
 * check by about two thirds (bench:client). Equal when the market and every cell's data are the same.
 */
const selectGroup = (s: RootState, code: number, group: ColumnGroup): GroupData => {
  const id = selectColumnMarketId(s, code, group.marketNos);
  const market = id === undefined ? undefined : selectMarketById(s, id);
  if (!market) return { market, cells: NO_CELLS };
  const cells = group.outcomes.map((_label, i) => {
    const outcomeId = market.outcomeIds[i];
    return outcomeId === undefined ? undefined : selectCell(s, outcomeId, market.id, code);
  });
  return { market, cells };
};

/** Equal when the market and every cell draw the same structure (a new odd alone is written by its cell, live-odds.ts). */
const sameGroup = (a: GroupData, b: GroupData): boolean =>
  a.market === b.market && a.cells.length === b.cells.length && a.cells.every((c, i) => sameCellData(c, b.cells[i]));

/** One event's cells of one column group. */
export const MarketGroup = memo(function MarketGroup({ code, group, closed }: MarketGroupProps) {
  const { market, cells } = useAppSelector((s) => selectGroup(s, code, group), sameGroup);
  if (!market) return <LockedMarket group={group} />;
  const line = group.showsLine ? marketLine(market.name) : '';
  return (
    <span className="mgroup" role="group" aria-label={market.name} style={groupStyle(group)}>
      {group.showsLine && (
        <span className="mgroup__line" title={market.name}>
          {line}
        </span>
      )}
      {group.outcomes.map((label, i) => {
        const cell = cells[i];
        return cell === undefined ? (
          <span key={label} className="odds odds--locked odds--placeholder" role="img" aria-label={PROGRAM_TEXTS.locked}>
            <LockIcon />
          </span>
        ) : (
          <OddsCellView key={market.outcomeIds[i]} {...cell} eventCode={code} closed={closed} label="" />
        );
      })}
    </span>
  );
});
