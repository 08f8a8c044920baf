import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ESPORTS_GROUP_ID, OUTRIGHT_GROUP_ID, OUTRIGHT_IDS, SPORTS, sportById } from '@shared/constants/sports';
import { SPORT_ICONS, SportIcon, sportIconFor } from './sport-icons';
import { Trophy } from './sport-icons-other';

describe('SportIcon', () => {
  it('has its own drawing for every sport of the shared sport table', () => {
    const missing = SPORTS.filter((s) => !SPORT_ICONS[s.id]).map((s) => s.name);
    expect(missing).toEqual([]);
  });

  it('draws each sport differently, the trophy only for other events', () => {
    const drawings = SPORTS.map((s) => sportIconFor(s.id));
    expect(new Set(drawings).size).toBe(SPORTS.length);
    expect(SPORTS.filter((s) => sportIconFor(s.id) === Trophy).map((s) => s.id)).toEqual([99]);
  });

  it('gives outright ids their sport icon and the groups their own', () => {
    for (const id of OUTRIGHT_IDS) expect(sportIconFor(id)).toBe(SPORT_ICONS[sportById(id)?.id ?? 0]);
    expect(sportIconFor(ESPORTS_GROUP_ID)).not.toBe(Trophy);
    expect(sportIconFor(OUTRIGHT_GROUP_ID)).toBe(Trophy);
    expect(sportIconFor(123456)).toBe(Trophy);
  });

  it('renders a 24×24 currentColor svg, hidden unless labelled', () => {
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
    expect(hidden?.childElementCount).toBeGreaterThan(0);
    expect(getByRole('img', { name: 'CS-GO' })).toBe(labelled);
  });
});
