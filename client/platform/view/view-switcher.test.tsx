/** The view switcher's close button writes the view-switcher-disabled cookie for 365 days and hides it (spec section 9). */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { VIEW_SWITCHER, VIEW_SWITCHER_DISABLED_COOKIE } from '@shared/constants/texts';
import { makeStore } from '../../app/store';
import { readCookie } from '../../lib/cookies';
import { VIEW_SWITCHER_DISABLED_MS, ViewSwitcher } from './view-switcher';
import { viewActions } from './view.slice';

const clearCookie = () => {
  document.cookie = `${VIEW_SWITCHER_DISABLED_COOKIE}=; Max-Age=0; Path=/`;
};
afterEach(clearCookie);

const phoneStore = () => {
  const store = makeStore({}, { runSagas: false });
  act(() => {
    store.dispatch(viewActions.deviceClassChanged('phone'));
  });
  return store;
};

describe('ViewSwitcher', () => {
  it('hides itself for 365 days when closed, and stays hidden on the next page load', () => {
    expect(VIEW_SWITCHER_DISABLED_MS).toBe(365 * 86_400_000);
    const first = render(<Provider store={phoneStore()}><ViewSwitcher /></Provider>);
    expect(screen.getByRole('link', { name: VIEW_SWITCHER.toClassic })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: VIEW_SWITCHER.hide }));
    expect(screen.queryByRole('link', { name: VIEW_SWITCHER.toClassic })).toBeNull();
    expect(readCookie(VIEW_SWITCHER_DISABLED_COOKIE)).toBe('1');
    first.unmount();
    render(<Provider store={phoneStore()}><ViewSwitcher /></Provider>);
    expect(screen.queryByRole('link', { name: VIEW_SWITCHER.toClassic })).toBeNull();
  });

  it('shows on phones while the cookie is absent', () => {
    render(<Provider store={phoneStore()}><ViewSwitcher /></Provider>);
    expect(screen.getByRole('link', { name: VIEW_SWITCHER.toClassic })).toBeTruthy();
  });
});
