/** The header's login area: the compact login form for visitors; name, balance and "Çıkış" for members. */
import { useState } from 'react';
import { formatMoney } from '@shared/format/tr';
import { LOGIN_TEXTS } from '@shared/validation/login.schema';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLayout } from '../view/view.selectors';
import { authActions, selectAuthStatus, selectMember } from './auth.slice';
import { LoginForm } from './login-form';

export const HEADER_TEXTS = { balance: 'Bakiye', logout: 'Çıkış', area: 'Üye girişi' } as const;

export function HeaderLogin() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const member = useAppSelector(selectMember);
  const layout = useAppSelector(selectLayout);
  const [opened, setOpened] = useState(false);

  if (status === 'member' && member) {
    return (
      <div className="header-login header-login--member">
        <span className="header-login__name">
          {member.Name} {member.Surname}
        </span>
        <span className="header-login__balance">
          {HEADER_TEXTS.balance}: <strong>{formatMoney(member.Balance)}</strong>
        </span>
        <button type="button" className="header-login__logout" onClick={() => dispatch(authActions.logoutRequested())}>
          {HEADER_TEXTS.logout}
        </button>
      </div>
    );
  }
  // Until the member-info call answers, nothing is shown rather than a form that may vanish a moment later.
  if (status === 'unknown') return <div className="header-login" aria-busy="true" />;
  // On a phone the form would fill the screen above the program: one button opens it in the header.
  if (layout === 'phone' && !opened) {
    return (
      <div className="header-login header-login--collapsed">
        <button type="button" className="login-form__submit header-login__open" aria-expanded={false} onClick={() => setOpened(true)}>
          {LOGIN_TEXTS.submit}
        </button>
      </div>
    );
  }
  return (
    <div className="header-login" role="region" aria-label={HEADER_TEXTS.area}>
      <LoginForm origin="header" compact />
    </div>
  );
}
