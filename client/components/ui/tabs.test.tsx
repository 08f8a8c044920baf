import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TabPanel, Tabs, type TabItem } from './tabs';

type State = 'ongoing' | 'won' | 'lost' | 'cancelled';
const ITEMS: TabItem<State>[] = [
  { value: 'ongoing', label: 'Devam Eden' },
  { value: 'won', label: 'Kazanan' },
  { value: 'lost', label: 'Kaybeden', disabled: true },
  { value: 'cancelled', label: 'İptal / İade' },
];

function Harness({ activation }: { activation?: 'auto' | 'manual' }) {
  const [value, setValue] = useState<State>('ongoing');
  return (
    <>
      <Tabs label="Kupon durumları" idBase="kupon" items={ITEMS} value={value} onChange={setValue} activation={activation} />
      {ITEMS.map((t) => (
        <TabPanel key={t.value} idBase="kupon" value={t.value} selected={t.value === value}>
          {t.label} kuponları
        </TabPanel>
      ))}
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tablist with one tab in the tab order, wired to its panels', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Kupon durumları' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(tab('Devam Eden').getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Devam Eden' });
    expect(tab('Devam Eden').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Devam Eden kuponları');
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping; Home and End jump', () => {
    render(<Harness />);
    tab('Devam Eden').focus();
    fireEvent.keyDown(tab('Devam Eden'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Kazanan'));
    expect(tab('Kazanan').getAttribute('aria-selected')).toBe('true');
    expect(tab('Kazanan').tabIndex).toBe(0);
    expect(tab('Devam Eden').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Kazanan'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('İptal / İade'));
    fireEvent.keyDown(tab('İptal / İade'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Devam Eden'));
    fireEvent.keyDown(tab('Devam Eden'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('İptal / İade'));
    fireEvent.keyDown(tab('İptal / İade'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Devam Eden'));
    fireEvent.keyDown(tab('Devam Eden'), { key: 'End' });
    expect(document.activeElement).toBe(tab('İptal / İade'));
    expect(screen.getByRole('tabpanel', { name: 'İptal / İade' })).toBeTruthy();
  });

  it('with manual activation moves focus only; a click selects', () => {
    render(<Harness activation="manual" />);
    tab('Devam Eden').focus();
    fireEvent.keyDown(tab('Devam Eden'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Kazanan'));
    expect(tab('Devam Eden').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Kazanan'));
    expect(tab('Kazanan').getAttribute('aria-selected')).toBe('true');
  });
});
