/** The header's login area: the compact login form for visitors; name, balance and "Çıkış" for members. */
import { formatMoney } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authActions, selectAuthStatus, selectMember } from './auth.slice';
import { LoginForm } from './login-form';

export const HEADER_TEXTS = { balance: 'Bakiye', logout: 'Çıkış', area: 'Üye girişi' } as const;

export function HeaderLogin() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const member = useAppSelector(selectMember);

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
  return (
    <div className="header-login" role="region" aria-label={HEADER_TEXTS.area}>
      <LoginForm origin="header" compact />
    </div>
  );
}
