/** The pool's 15 matches, each with its 1, 0 and 2 toggles (several may be pressed); results once decided. */
import { STOTO_PICKS, type StotoPick } from '@shared/constants/sportoto';
import { SPORTOTO_TEXTS as T } from '@shared/constants/sportoto-texts';
import type { StotoMatch } from '@shared/protocol/sportoto-api';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { Chip } from '../../components/ui/chip';

export interface MatchListProps {
  matches: StotoMatch[];
  picks: string[];
  /** null: read-only (a closed pool, the results tab). */
  onToggle: ((position: number, pick: StotoPick) => void) | null;
}

export function StotoMatchList({ matches, picks, onToggle }: MatchListProps) {
  return (
    <ol className="stoto-matches">
      {matches.map((m) => {
        const mine = picks[m.position - 1] ?? '';
        return (
          <li key={m.position} className="stoto-match" data-testid={`stoto-match-${m.position}`}>
            <span className="stoto-match__no" aria-hidden="true">{m.position}</span>
            <span className="stoto-match__info">
              <span className="stoto-match__name">{m.name}</span>
              <span className="stoto-match__meta">{m.competition} · {formatIstanbulDateTime(m.startsAt)}</span>
            </span>
            <span className="stoto-match__picks" role="group" aria-label={m.name}>
              {STOTO_PICKS.map((p) => (
                <Chip
                  key={p}
                  pressed={mine.includes(p)}
                  disabled={!onToggle}
                  aria-label={T.pickLabel(p, m.name)}
                  className={m.result === p ? 'stoto-match__pick stoto-match__pick--result' : 'stoto-match__pick'}
                  onClick={onToggle ? () => onToggle(m.position, p) : undefined}
                >
                  {p}
                </Chip>
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
