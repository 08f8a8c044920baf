/**
 * The program as a windowed list: day (or sport) headers, league rows with their sport's market column headers,
 * and event rows, of fixed heights per layout (row-heights.ts). The header of the part on screen stays pinned at
 * the top (sticky-heading.tsx). On a phone every row shows the one column group picked above the list.
 */
import { useCallback, useRef } from 'react';
import type { ColumnGroupKey } from '@shared/constants/market-columns';
import { VirtualList } from '../../components/virtual-list';
import { useAppSelector } from '../../app/hooks';
import { selectLayout } from '../../platform/view/view.selectors';
import type { ProgramRow } from './program-grouping';
import { EventRow } from './event-row';
import { ColumnHeads } from './market-columns';
import { ProgramHeaderRow } from './program-header-row';
import { ROW_HEIGHTS } from './row-heights';
import { StickyHeading } from './sticky-heading';

export { ROW_HEIGHTS } from './row-heights';

const rowKey = (row: ProgramRow): string => row.id;

export interface EventListProps {
  rows: readonly ProgramRow[];
  label: string;
  /** Id of the list's box (the date tabs and filters name it as the region they control). */
  id?: string;
  /** The column group a phone shows; ignored on wider layouts, which show every group. */
  pick?: ColumnGroupKey;
}

export function EventList({ rows, label, id, pick }: EventListProps) {
  const layout = useAppSelector(selectLayout);
  const shownPick = layout === 'phone' ? pick : undefined;
  const heights = ROW_HEIGHTS[layout];
  const box = useRef<HTMLDivElement>(null);
  const itemHeight = useCallback((row: ProgramRow) => heights[row.kind], [heights]);
  const renderRow = useCallback(
    (row: ProgramRow) => {
      switch (row.kind) {
        case 'header':
          return <ProgramHeaderRow label={row.label} count={row.count} />;
        case 'competition':
          return (
            <div className="program-competition-row">
              <h3 className="program-competition-row__name">{row.label}</h3>
              <ColumnHeads sportId={row.sportId} pick={shownPick} />
            </div>
          );
        case 'event':
          return <EventRow code={row.code} pick={shownPick} />;
      }
    },
    [shownPick],
  );
  return (
    <div ref={box} id={id} className={layout === 'phone' ? 'program-list market-scope rows--phone' : 'program-list market-scope'}>
      <StickyHeading rows={rows} rowHeight={itemHeight} listRef={box} />
      <VirtualList className="event-list" label={label} items={rows} itemKey={rowKey} itemHeight={itemHeight} renderItem={renderRow} />
    </div>
  );
}
