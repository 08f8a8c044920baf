/**
 * Heights in px of the program list's rows per layout: the windowed list places rows by them without measuring,
 * the skeleton draws the same, and the CSS gives the rows these heights. A league row carries the column headers
 * (a title over the outcome labels), so it is as tall as a day header; a phone's event row stacks the time line,
 * the name and the odds of one column group.
 */
import type { DeviceClass } from '../../platform/view/view.slice';
import type { ProgramRow } from './program-grouping';

export const ROW_HEIGHTS: Record<DeviceClass, Record<ProgramRow['kind'], number>> = {
  desktop: { header: 44, competition: 44, event: 52 },
  tablet: { header: 44, competition: 44, event: 52 },
  phone: { header: 44, competition: 52, event: 112 },
};
