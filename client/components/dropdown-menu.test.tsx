import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DropdownMenu } from './dropdown-menu';

const setup = () => {
  const onLogout = vi.fn();
  render(
    <MemoryRouter>
      <p>Dışarısı</p>
      <DropdownMenu
        label="Hesabım"
        menuLabel="Hesabım menüsü"
        entries={[
          { id: 'a', label: 'Kuponlarım', href: '/hesabim/kuponlarim' },
          { id: 'b', label: 'Mesajlarım', href: '/hesabim/mesaj-yaz' },
          { id: 'c', label: 'Çıkış', onSelect: onLogout },
        ]}
      />
    </MemoryRouter>,
  );
  return { button: screen.getByRole('button', { name: 'Hesabım' }), onLogout };
};
const item = (name: string) => screen.getByRole('menuitem', { name });
const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });

describe('DropdownMenu', () => {
  it('opens on ArrowDown at the first entry, moves and wraps with the arrows, Home and End', () => {
    const { button } = setup();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    button.focus();
    key('ArrowDown');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item('Kuponlarım'));
    key('ArrowDown');
    expect(document.activeElement).toBe(item('Mesajlarım'));
    key('End');
    expect(document.activeElement).toBe(item('Çıkış'));
    key('ArrowDown');
    expect(document.activeElement).toBe(item('Kuponlarım'));
    key('ArrowUp');
    expect(document.activeElement).toBe(item('Çıkış'));
    key('Home');
    expect(document.activeElement).toBe(item('Kuponlarım'));
  });

  it('opens on ArrowUp at the last entry; Escape closes and gives focus back to the button', () => {
    const { button } = setup();
    button.focus();
    key('ArrowUp');
    expect(document.activeElement).toBe(item('Çıkış'));
    key('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside and when an action is chosen', () => {
    const { button, onLogout } = setup();
    fireEvent.click(button);
    expect(screen.getByRole('menu', { name: 'Hesabım menüsü' })).toBeTruthy();
    act(() => {
      fireEvent.pointerDown(screen.getByText('Dışarısı'));
    });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    fireEvent.click(item('Çıkış'));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
