import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Chip, ChipGroup } from './chip';

const MARKETS = ['Maç Sonucu', 'Alt/Üst', 'Karşılıklı Gol'];

function MarketSwitcher() {
  const [market, setMarket] = useState(MARKETS[0]);
  return (
    <ChipGroup label="Bahis türü">
      {MARKETS.map((m, i) => (
        <Chip key={m} pressed={m === market} count={i + 1} onClick={() => setMarket(m)}>
          {m}
        </Chip>
      ))}
    </ChipGroup>
  );
}

describe('Chip', () => {
  it('toggles aria-pressed and names its group', () => {
    render(<MarketSwitcher />);
    expect(screen.getByRole('group', { name: 'Bahis türü' })).toBeTruthy();
    const chip = (name: RegExp) => screen.getByRole('button', { name });
    expect(chip(/^Maç Sonucu/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^Alt\/Üst/).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip(/^Alt\/Üst/));
    expect(chip(/^Alt\/Üst/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^Maç Sonucu/).getAttribute('aria-pressed')).toBe('false');
    expect(chip(/^Karşılıklı Gol/).textContent).toBe('Karşılıklı Gol 3');
  });
});
