/** Renders a membership page with the membership saga (and any other given) running against msw, at a given address. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { Saga } from 'redux-saga';
import type { MemberInfo } from '@shared/protocol/api';
import { authActions } from '../auth/auth.slice';
import { makeTestStore } from '../auth/auth.test-store';
import { membershipSaga } from './membership.sagas';

export const renderPage = (ui: ReactElement, { url = '/', member, sagas = [] }: { url?: string; member?: MemberInfo; sagas?: Saga[] } = {}) => {
  const t = makeTestStore({ sagas: [membershipSaga, ...sagas] });
  t.store.dispatch(member ? authActions.memberLoaded(member) : authActions.visitorConfirmed());
  render(
    <Provider store={t.store}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return t;
};
