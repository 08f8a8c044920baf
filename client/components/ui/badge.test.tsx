/**
 * Badge proves that colour is never its only signal: the text a caller gives is what it says (its whole text, no
 * mark read out), each tone and size lands as its class, live carries its dot and locked its padlock, both hidden
 * from screen readers, the other tones carry no mark, and a caller's icon replaces the tone's mark, hidden as well.
 * Badge has no label of its own and does not format numbers: a count is the text the caller passes.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge, type BadgeTone } from './badge';

const markOf = (badge: HTMLElement): HTMLElement | null => badge.querySelector('.ui-badge__icon');

describe('Badge', () => {
  it('says its text, in the neutral tone and medium size by default, with no mark', () => {
    render(<Badge>MBS 3</Badge>);
    const badge = screen.getByText('MBS 3');
    expect(badge.classList.contains('ui-badge')).toBe(true);
    expect(badge.classList.contains('ui-badge--neutral')).toBe(true);
    expect(badge.classList.contains('ui-badge--md')).toBe(true);
    expect(markOf(badge)).toBeNull();
    expect(badge.textContent).toBe('MBS 3');
  });

  it('marks live with a dot and locked with a padlock, both hidden from screen readers', () => {
    render(
      <>
        <Badge tone="live" size="sm">
          Canlı
        </Badge>
        <Badge tone="locked">Kilitli</Badge>
      </>,
    );
    const live = screen.getByText('Canlı');
    expect(live.classList.contains('ui-badge--live')).toBe(true);
    expect(live.classList.contains('ui-badge--sm')).toBe(true);
    expect(markOf(live)?.getAttribute('aria-hidden')).toBe('true');
    expect(markOf(live)?.querySelector('.ui-badge__dot')).not.toBeNull();
    expect(live.textContent).toBe('Canlı');

    const locked = screen.getByText('Kilitli');
    expect(locked.classList.contains('ui-badge--locked')).toBe(true);
    expect(markOf(locked)?.getAttribute('aria-hidden')).toBe('true');
    expect(markOf(locked)?.querySelector('svg.lucide-lock')).not.toBeNull();
    expect(locked.textContent).toBe('Kilitli');
  });

  it('gives the win, lose, info and neutral tones their class and no mark', () => {
    const tones: [BadgeTone, string][] = [
      ['win', 'Kazandı'],
      ['lose', 'Kaybetti'],
      ['info', 'Beklemede'],
      ['neutral', 'Sonuçlanmadı'],
    ];
    render(
      <>
        {tones.map(([tone, text]) => (
          <Badge key={tone} tone={tone}>
            {text}
          </Badge>
        ))}
      </>,
    );
    for (const [tone, text] of tones) {
      const badge = screen.getByText(text);
      expect(badge.classList.contains(`ui-badge--${tone}`)).toBe(true);
      expect(markOf(badge)).toBeNull();
    }
  });

  it("replaces the tone's mark with the caller's icon, hidden, and keeps the caller's class", () => {
    render(
      <Badge tone="live" icon={<svg data-testid="tv" />} className="coupon-panel__count">
        Canlı Yayın
      </Badge>,
    );
    const badge = screen.getByText('Canlı Yayın');
    expect(badge.classList.contains('coupon-panel__count')).toBe(true);
    const mark = markOf(badge);
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.contains(screen.getByTestId('tv'))).toBe(true);
    expect(badge.querySelector('.ui-badge__dot')).toBeNull();
  });
});
