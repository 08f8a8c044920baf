/** The header of a day (or a sport on the live page) in the program list: 'Bugün, 24 Kasım Salı' and its count. */
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';

export function ProgramHeaderRow({ label, count, heading = true }: { label: string; count: number; heading?: boolean }) {
  const Label = heading ? 'h2' : 'span';
  return (
    <div className="program-header-row">
      <Label className="program-header-row__label">{label}</Label>
      <span className="program-header-row__count">{PROGRAM_TEXTS.events(count)}</span>
    </div>
  );
}
