import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ESPORTS_GROUP_ID, OUTRIGHT_GROUP_ID, OUTRIGHT_IDS, SPORTS, sportById } from '@shared/constants/sports';
import { SPORT_ICONS, SportIcon, TROPHY_ICON, sportIconFor } from './sport-icons';
import sprite from './sport-icons.svg?raw';

const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((m) => ({ id: m[1], body: m[2] }));

describe('SportIcon', () => {
  it('has its own drawing for every sport of the shared sport table', () => {
    const missing = SPORTS.filter((s) => !SPORT_ICONS[s.id]).map((s) => s.name);
    expect(missing).toEqual([]);
  });

  it('finds every symbol it names in the sprite, each a drawing of its own', () => {
    const ids = new Set(symbols.map((s) => s.id));
    expect([...new Set(Object.values(SPORT_ICONS))].filter((id) => !ids.has(id))).toEqual([]);
    expect(new Set(symbols.map((s) => s.body)).size).toBe(symbols.length);
    for (const s of symbols) expect(s.body).toMatch(/^<(path|circle|ellipse|rect) /);
  });

  it('draws each sport differently, the trophy only for other events', () => {
    const drawings = SPORTS.map((s) => sportIconFor(s.id));
    expect(new Set(drawings).size).toBe(SPORTS.length);
    expect(SPORTS.filter((s) => sportIconFor(s.id) === TROPHY_ICON).map((s) => s.id)).toEqual([99]);
  });

  it('gives outright ids their sport icon and the groups their own', () => {
    for (const id of OUTRIGHT_IDS) expect(sportIconFor(id)).toBe(SPORT_ICONS[sportById(id)?.id ?? 0]);
    expect(sportIconFor(ESPORTS_GROUP_ID)).not.toBe(TROPHY_ICON);
    expect(sportIconFor(OUTRIGHT_GROUP_ID)).toBe(TROPHY_ICON);
    expect(sportIconFor(123456)).toBe(TROPHY_ICON);
  });

  it('renders a 24×24 currentColor svg using its sprite symbol, hidden unless labelled', () => {
    const { container, getByRole } = render(
      <>
        <SportIcon sportId={1} />
        <SportIcon sportId={109} label="CS-GO" size={24} />
      </>,
    );
    const [hidden, labelled] = [...container.querySelectorAll('svg')];
    expect(hidden?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(hidden?.getAttribute('stroke')).toBe('currentColor');
    expect(hidden?.getAttribute('aria-hidden')).toBe('true');
    expect(hidden?.querySelector('use')?.getAttribute('href')).toMatch(/sport-icons\.svg[^#]*#football$/);
    expect(labelled?.querySelector('use')?.getAttribute('href')).toMatch(/#cs-go$/);
    expect(getByRole('img', { name: 'CS-GO' })).toBe(labelled);
  });
});
