import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveBadge, type LiveBadgeEvent } from './live-badge';

const event = (over: Partial<LiveBadgeEvent>): LiveBadgeEvent => ({ minute: null, score: [1, 0], home: 'Ev', away: 'Dep', ...over });

describe('LiveBadge', () => {
  it('keeps a short state whole (a minute, half time), so a cut never turns 71′ into 7…', () => {
    render(<LiveBadge event={event({ minute: 71 })} />);
    const badge = screen.getByRole('img', { name: 'Canlı, 71. dakika, skor 1 - 0' });
    expect(badge.classList.contains('live-badge--short')).toBe(true);
    expect(badge.textContent).toContain('71′');
  });

  it('lets a long state (set scores) give way before the event name', () => {
    render(<LiveBadge event={event({ liveState: { kind: 'sets', sets: [[25, 23], [13, 25], [10, 8]] } })} />);
    const badge = screen.getByRole('img', { name: /^Canlı/ });
    expect(badge.classList.contains('live-badge--short')).toBe(false);
  });
});
