/** The program as a windowed list: day (or sport) headers, competition rows and event rows of fixed heights. */
import { useCallback } from 'react';
import { VirtualList } from '../../components/virtual-list';
import { useAppSelector } from '../../app/hooks';
import { selectLayout } from '../view/view.selectors';
import type { DeviceClass } from '../view/view.slice';
import type { ProgramRow } from './program-grouping';
import { EventRow } from './event-row';

/** Row heights in px per layout; the CSS gives the rows the same heights. */
export const ROW_HEIGHTS: Record<DeviceClass, Record<ProgramRow['kind'], number>> = {
  desktop: { header: 44, competition: 34, event: 52 },
  tablet: { header: 44, competition: 34, event: 52 },
  phone: { header: 44, competition: 34, event: 112 },
};

const rowKey = (row: ProgramRow): string => row.id;

const renderRow = (row: ProgramRow) => {
  switch (row.kind) {
    case 'header':
      return (
        <h2 className="program-header-row">
          <span>{row.label}</span>
          <span className="program-header-row__count">{row.count} etkinlik</span>
        </h2>
      );
    case 'competition':
      return <h3 className="program-competition-row">{row.label}</h3>;
    case 'event':
      return <EventRow code={row.code} />;
  }
};

export function EventList({ rows, label }: { rows: readonly ProgramRow[]; label: string }) {
  const layout = useAppSelector(selectLayout);
  const heights = ROW_HEIGHTS[layout];
  const itemHeight = useCallback((row: ProgramRow) => heights[row.kind], [heights]);
  return (
    <VirtualList
      className={`event-list event-list--${layout}`}
      label={label}
      items={rows}
      itemKey={rowKey}
      itemHeight={itemHeight}
      renderItem={renderRow}
    />
  );
}
