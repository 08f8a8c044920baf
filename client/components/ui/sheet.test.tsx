import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Button } from './button';
import { Sheet } from './sheet';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Kuponum</Button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Kuponum" footer={<Button variant="primary">Hemen Oyna</Button>}>
        <label>
          Misli
          <input defaultValue="1" />
        </label>
      </Sheet>
    </>
  );
}

const open = () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Kuponum' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, sheet: screen.getByRole('dialog', { name: 'Kuponum' }) };
};

/** An opener that hides while the sheet is open (the phone's Kuponum bar), with and without returnFocusRef. */
function HidingOpener({ withReturn }: { withReturn: boolean }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <main tabIndex={-1}>Bülten</main>
      <button ref={opener} type="button" hidden={open} onClick={() => setOpen(true)}>
        Kuponum
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Kuponum" returnFocusRef={withReturn ? opener : undefined}>
        <p>Boş</p>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('gives the focus back to returnFocusRef, or to the main content, never to the bare document', () => {
    for (const withReturn of [true, false]) {
      const { unmount } = render(<HidingOpener withReturn={withReturn} />);
      fireEvent.click(screen.getByRole('button', { name: 'Kuponum' }));
      // The opener hid itself: the browser drops its focus.
      (document.activeElement as HTMLElement | null)?.blur();
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kapat' }));
      expect(document.activeElement).toBe(withReturn ? screen.getByRole('button', { name: 'Kuponum' }) : screen.getByRole('main'));
      unmount();
    }
  });

  it('opens as a named modal dialog with the focus on it, locks page scroll, keeps the footer', () => {
    const { sheet } = open();
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(sheet);
    expect(document.body.style.overflow).toBe('hidden');
    expect(sheet.querySelector('.ui-sheet__footer')?.textContent).toBe('Hemen Oyna');
  });

  it('keeps Tab inside: from the last control to the close button and back', () => {
    const { sheet } = open();
    const close = screen.getByRole('button', { name: 'Kapat' });
    const play = screen.getByRole('button', { name: 'Hemen Oyna' });
    // From the sheet itself, Shift+Tab goes round to the last control (the footer's button).
    expect(document.activeElement).toBe(sheet);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(play);
    // The browser moves focus between inner controls itself; the trap wraps at the ends.
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(play);
  });

  it('closes with Escape, gives the focus back to the opener and the page its scroll', () => {
    const { opener } = open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button', () => {
    const { opener } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
