import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { DEFAULT_CUSTOMER_SERVICE_PHONE, FOOTER_TEXTS as T } from '@shared/constants/site-chrome-texts';
import { HELP_LINK_TEXTS, HELP_ROUTES } from '@shared/constants/help-content';
import { authActions } from '../features/auth/auth.slice';
import { makeTestStore, memberInfo } from '../features/auth/auth.test-store';
import { Footer } from './footer';

const renderFooter = (member = false) => {
  const t = makeTestStore({});
  t.store.dispatch(member ? authActions.memberLoaded(memberInfo()) : authActions.visitorConfirmed());
  render(
    <Provider store={t.store}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </Provider>,
  );
  return t;
};

afterEach(() => {
  cleanup();
  document.head.querySelector('meta[name="customer-service-phone"]')?.remove();
});

describe('Footer', () => {
  it('shows the 18+ notice, the help pages, Bize Yazın, the contract and KVK texts and the phone', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(T.responsible)).toBeTruthy();
    expect(within(footer).getByText(T.adultsOnlyLabel)).toBeTruthy();
    for (const r of HELP_ROUTES) expect(within(footer).getByRole('link', { name: HELP_LINK_TEXTS[r] }).getAttribute('href')).toBe(ROUTES[r]);
    expect(within(footer).getByRole('link', { name: T.contactUs }).getAttribute('href')).toBe(ROUTES.contactUs);
    expect(within(footer).getByRole('link', { name: T.contract }).getAttribute('href')).toBe(ROUTES.contractAlt);
    expect(within(footer).getByRole('link', { name: T.kvk }).getAttribute('href')).toBe('/sozlesme#kvk');
    const phone = within(footer).getByRole('link', { name: new RegExp(DEFAULT_CUSTOMER_SERVICE_PHONE) });
    expect(phone.getAttribute('href')).toBe(`tel:${DEFAULT_CUSTOMER_SERVICE_PHONE.replace(/\s+/g, '')}`);
  });

  it('shows the phone the served page names (CUSTOMER_SERVICE_PHONE) rather than the default', () => {
    const meta = document.createElement('meta');
    meta.name = 'customer-service-phone';
    meta.content = '444 0 444';
    document.head.append(meta);
    renderFooter();
    expect(screen.getByRole('link', { name: /444 0 444/ }).getAttribute('href')).toBe('tel:4440444');
  });
});
