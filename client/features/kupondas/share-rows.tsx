/** The rows of a shared coupon as they were played, each with its live result state (open, won, lost, void). */
import { Check, Circle, Minus, X } from 'lucide-react';
import { CARD_TEXTS as T } from '@shared/constants/kupondas-texts';
import { formatOdd } from '@shared/format/tr';
import type { ShareRowView } from '@shared/protocol/kupondas-social-api';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { Badge } from '../../components/ui/badge';

const ICONS = { open: <Circle />, won: <Check />, lost: <X />, void: <Minus /> } as const;

export function ShareRows({ rows }: { rows: readonly ShareRowView[] }) {
  return (
    <ol className="kd-rows" aria-label={T.rowsLabel}>
      {rows.map((r) => (
        <li key={`${r.code}-${r.outcomeId}`} className={`kd-row kd-row--${r.status}`}>
          <span className="kd-row__mark" title={T.rowStatus[r.status]}>
            {ICONS[r.status]}
            <span className="visually-hidden">{T.rowStatus[r.status]}</span>
          </span>
          <span className="kd-row__main">
            <span className="kd-row__event">
              {r.eventName}
              {r.isLive ? (
                <Badge tone="live" size="sm">
                  {T.live}
                </Badge>
              ) : null}
            </span>
            <span className="kd-row__pick">
              {r.marketName}: <strong>{r.outcomeName}</strong>
              {r.startsAt ? <time dateTime={new Date(r.startsAt).toISOString()}> · {formatIstanbulDateTime(r.startsAt)}</time> : null}
            </span>
          </span>
          <span className="kd-row__odd">{formatOdd(r.odd)}</span>
        </li>
      ))}
    </ol>
  );
}
