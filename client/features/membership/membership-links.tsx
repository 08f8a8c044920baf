/** Footer links to the membership pages: sign-up for visitors, writing to us for everyone, a member's messages. */
import { Link } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { useAppSelector } from '../../app/hooks';
import { selectAuthStatus } from '../auth/auth.slice';

export const MEMBERSHIP_LINK_TEXTS = { area: 'Üyelik bağlantıları', signUp: 'Üye Ol', contactUs: 'Bize Yazın', messages: 'Mesaj Yaz' } as const;

export function MembershipLinks() {
  const status = useAppSelector(selectAuthStatus);
  const T = MEMBERSHIP_LINK_TEXTS;
  return (
    <nav className="site-footer__links" aria-label={T.area}>
      {status === 'visitor' ? <Link to={ROUTES.signUp}>{T.signUp}</Link> : null}
      {status === 'member' ? <Link to={ROUTES.writeMessage}>{T.messages}</Link> : <Link to={ROUTES.contactUs}>{T.contactUs}</Link>}
    </nav>
  );
}
