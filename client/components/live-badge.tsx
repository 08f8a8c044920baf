/**
 * Live marker with the match's live state in its sport's terms (or the bare minute), the score and the tennis
 * server. It is one image for assistive technology (role img: a span may not carry a name of its own) whose name
 * says all of it in words, the server too. A phone's program row hides the badge's server part and marks the server
 * in its name line instead (event-row.tsx), where there is room.
 */
import type { ProgramEvent } from '@shared/protocol/program';
import { describeLiveState, formatLiveState, formatMinute, serverOf } from '@shared/format/live-state';

/** The longest live state kept whole in a row ('90+4′'). */
const SHORT_STATE_CHARS = 5;

export type LiveBadgeEvent = Pick<ProgramEvent, 'minute' | 'score' | 'liveState' | 'home' | 'away'>;

export function LiveBadge({ event }: { event: LiveBadgeEvent }) {
  const { minute, score, liveState } = event;
  const text = liveState ? formatLiveState(liveState) : minute !== null ? formatMinute(minute) : '';
  const words = liveState ? describeLiveState(liveState) : minute !== null ? `${minute}. dakika` : '';
  const server = serverOf(liveState, event.home, event.away);
  const parts = ['Canlı', words, score ? `skor ${score[0]} - ${score[1]}` : '', server ? `Servis: ${server}` : ''];
  // A short state (a minute, 'İY') is never cut: '71′' cut to '7…' would read as another minute. Only a long one
  // (set scores) gives way before the event's name does (styles/program.css).
  const short = [...(text || 'CANLI')].length <= SHORT_STATE_CHARS;
  return (
    <span className={short ? 'live-badge live-badge--short' : 'live-badge'} role="img" aria-label={parts.filter(Boolean).join(', ')}>
      <span className="live-badge__dot" aria-hidden="true" />
      <span className="live-badge__state" aria-hidden="true">
        {text || 'CANLI'}
      </span>
      {score && (
        <span className="live-badge__score" aria-hidden="true">
          {score[0]} - {score[1]}
        </span>
      )}
      {server && (
        <span className="live-badge__server" aria-hidden="true" title={`Servis: ${server}`}>
          ● <span className="live-badge__server-name">{server.split(' ').at(-1)}</span>
        </span>
      )}
    </span>
  );
}
