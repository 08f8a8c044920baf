/** The minimum bet count of an event or market; MBS 1 reads "TEK MAÇ". */
import { MBS_SINGLE_LABEL } from '@shared/constants/texts';

export function MbsBadge({ mbs }: { mbs: number }) {
  const single = mbs === 1;
  return (
    <span className={single ? 'mbs mbs--single' : 'mbs'} title={`Minimum bahis sayısı: ${mbs}`} aria-label={`MBS ${mbs}`}>
      {single ? MBS_SINGLE_LABEL : mbs}
    </span>
  );
}
