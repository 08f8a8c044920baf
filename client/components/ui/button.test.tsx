import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Button } from './button';
import { IconButton } from './icon-button';

describe('Button', () => {
  it('is a plain button by default and answers clicks', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Kaydet</Button>);
    const button = screen.getByRole('button', { name: 'Kaydet' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading keeps its name and focus, says it is busy and swallows clicks and submits', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="primary" loading onClick={onClick}>
          Hemen Oyna
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Hemen Oyna' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    button.focus();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('when disabled is not clickable and not busy', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Kuponu Kaydet
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Kuponu Kaydet' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a router link with `to` and an anchor with `href`, in the button look', () => {
    render(
      <MemoryRouter>
        <Button to="/iddaa/futbol" variant="primary">
          Futbol Bülteni
        </Button>
        <Button href="https://example.com/yardim" variant="ghost">
          Yardım
        </Button>
      </MemoryRouter>,
    );
    const routed = screen.getByRole('link', { name: 'Futbol Bülteni' });
    expect(routed.getAttribute('href')).toBe('/iddaa/futbol');
    expect(routed.className).toContain('ui-button--primary');
    const plain = screen.getByRole('link', { name: 'Yardım' });
    expect(plain.getAttribute('href')).toBe('https://example.com/yardim');
    expect(plain.className).toContain('ui-button--ghost');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('IconButton', () => {
  it('is named by its label, not by its icon, and can be a toggle', () => {
    render(<IconButton label="Favorilere ekle" icon={<svg />} pressed={false} />);
    const button = screen.getByRole('button', { name: 'Favorilere ekle' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
