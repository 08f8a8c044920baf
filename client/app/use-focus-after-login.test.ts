import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusAfterLogin } from './use-focus-after-login';

describe('focusAfterLogin', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    document.body.innerHTML = '<header></header><main><h1>Futbol Bülteni</h1></main>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for the member header, whose code loads on demand, and focuses Hesabım', () => {
    focusAfterLogin(10);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(document.activeElement).toBe(document.body);
    document.querySelector('header')!.innerHTML = '<div class="header-login--member"><button aria-haspopup="menu">Hesabım</button></div>';
    vi.advanceTimersToNextFrame();
    expect(document.activeElement?.textContent).toBe('Hesabım');
  });

  it("falls back to the page's main heading when no Hesabım comes", () => {
    focusAfterLogin(3);
    for (let i = 0; i < 4; i++) vi.advanceTimersToNextFrame();
    expect(document.activeElement?.textContent).toBe('Futbol Bülteni');
  });

  it('leaves a focus something else took alone', () => {
    document.querySelector('header')!.innerHTML = '<input aria-label="x">';
    document.querySelector('input')!.focus();
    focusAfterLogin(3);
    for (let i = 0; i < 4; i++) vi.advanceTimersToNextFrame();
    expect(document.activeElement?.tagName).toBe('INPUT');
  });
});
