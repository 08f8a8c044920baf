/**
 * The Kupondaş area's frame: its logo variant and the links between its pages (Akış, Liderler, the member's own
 * profile), above each page. Entering a page as a member checks the sharing status (sharing-answers.sagas.ts); a
 * URL containing 'sharingblocked' shows the block message instead of the page.
 */
import { useEffect, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Rss, Trophy, UserRound } from 'lucide-react';
import { KUPONDAS_TEXTS as T } from '@shared/constants/kupondas-texts';
import { ROUTES } from '@shared/constants/routes';
import { kupondasProfilePath } from '@shared/protocol/kupondas-social-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Logo } from '../../components/ui/logo';
import { selectAuthStatus, selectMember } from '../auth/auth.slice';
import { pageEntered } from './kupondas.sagas';
import { isSharingBlockedUrl } from './sharing-answers.sagas';
import './kupondas.css';

function Blocked() {
  return (
    <div className="kd-blocked" role="alert">
      <EmptyState title={T.blockedTitle} text={T.blockedText} headingLevel={1} action={<Button to={ROUTES.contactUs}>{T.contactUs}</Button>} />
    </div>
  );
}

export function KupondasChrome({ children, check = true }: { children: ReactNode; check?: boolean }) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const status = useAppSelector(selectAuthStatus);
  const member = useAppSelector(selectMember);
  const blocked = isSharingBlockedUrl(`${pathname}${search}`);
  useEffect(() => {
    if (check && status === 'member') dispatch(pageEntered());
  }, [check, dispatch, status]);
  const link = ({ isActive }: { isActive: boolean }) => (isActive ? 'kd-nav__link kd-nav__link--active' : 'kd-nav__link');
  return (
    <div className="kd-page">
      <div className="kd-top">
        <NavLink to={ROUTES.kupondas} className="kd-top__logo" aria-label={T.nav} end>
          <Logo variant="kupondas" tone="on-light" height={30} />
        </NavLink>
        <nav className="kd-nav" aria-label={T.navLabel}>
          <NavLink to={ROUTES.kupondas} end className={link}>
            <Rss aria-hidden="true" />
            {T.navFeed}
          </NavLink>
          <NavLink to={ROUTES.kupondasLeaders} className={link}>
            <Trophy aria-hidden="true" />
            {T.navLeaders}
          </NavLink>
          {member ? (
            <NavLink to={kupondasProfilePath(member.NickName)} className={link}>
              <UserRound aria-hidden="true" />
              {member.NickName}
            </NavLink>
          ) : null}
        </nav>
      </div>
      {blocked ? <Blocked /> : children}
    </div>
  );
}
