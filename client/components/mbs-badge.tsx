/** The minimum bet count of an event or market, in the same calm look for every count; MBS 1 reads "TEK MAÇ". */
import { MBS_SINGLE_LABEL } from '@shared/constants/texts';

export function MbsBadge({ mbs }: { mbs: number }) {
  return (
    <span className="mbs" title={`Minimum bahis sayısı: ${mbs}`} aria-label={`MBS ${mbs}`}>
      {mbs === 1 ? MBS_SINGLE_LABEL : mbs}
    </span>
  );
}
