import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastRegion } from './toast';
import { dismissAllToasts, showToast, TOAST_DURATION_MS } from './toast-store';

afterEach(() => {
  act(() => dismissAllToasts());
  vi.useRealTimers();
});

describe('Toast', () => {
  it('is a polite live region, present before any toast, that shows what showToast says', () => {
    render(<ToastRegion />);
    const region = screen.getByRole('status', { name: 'Bildirimler' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => {
      showToast('Kupon kaydedildi.', { tone: 'success' });
    });
    expect(region.textContent).toContain('Kupon kaydedildi.');
  });

  it('goes by itself after its duration, and at once with its close button', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      showToast('Bağlantı kopyalandı.');
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.default - 1));
    expect(screen.getByText('Bağlantı kopyalandı.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Bağlantı kopyalandı.')).toBeNull();

    act(() => {
      showToast('Kupon oynanamadı.', { tone: 'error', durationMs: 0 });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Kupon oynanamadı.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByText('Kupon oynanamadı.')).toBeNull();
  });

  it('waits while the pointer is on it', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      showToast('Takip ediliyor.');
    });
    fireEvent.mouseEnter(screen.getByText('Takip ediliyor.').closest('.ui-toast') as Element);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.default * 3));
    expect(screen.getByText('Takip ediliyor.')).toBeTruthy();
  });
});
