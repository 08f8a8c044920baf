/**
 * The phone layout's off-canvas menu: slides in from the left (TIMING.slideMenuMs, width and push of
 * TIMING.slideMenuPaddingPx). For members the name, balance and the Hesabım entries with Çıkış; for visitors
 * 'Giriş Yap' and 'Üye Ol'; then the sports with their icons and counts. Escape, the backdrop and the close button
 * close it; focus moves into it on open, stays inside while open (useFocusTrap), and returns to the menu button on
 * close. The page behind does not scroll while it is open. It closes on navigation. Its code loads apart from the
 * entry (lazy-off-canvas-menu.tsx).
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { LogOut } from 'lucide-react';
import { X } from '../../components/ui/sprite-icons';
import { ROUTES, loginPageUrl } from '@shared/constants/routes';
import { ACCOUNT_MENU_ENTRIES, HEADER_TEXTS, OFF_CANVAS_TEXTS } from '@shared/constants/site-chrome-texts';
import { formatMoney } from '@shared/format/tr';
import { ACCOUNT_ICONS } from '../../components/account-icons';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { useFocusTrap } from '../../components/ui/use-focus-trap';
import { useScrollLock } from '../../components/ui/use-scroll-lock';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { viewActions } from '../../platform/view/view.slice';
import { selectMenuOpen } from '../../platform/view/view.selectors';
import { authActions, selectAuthStatus, selectMember } from '../auth/auth.slice';
import { savedCouponsActions } from '../saved-coupons/saved-coupons.slice';
import { MenuLinks } from './menu-links';
import { KupondasEntry } from './kupondas-entry';
import { ProductLinks } from './product-links';
import { MENU_BUTTON_ID, OFF_CANVAS_ID } from './menu-button';
import { SLIDE_STYLE } from './slide-style';

function AccountSection() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const member = useAppSelector(selectMember);
  const { pathname, search } = useLocation();
  const openSavedCoupons = () => {
    dispatch(viewActions.menuClosed());
    dispatch(savedCouponsActions.listRequested());
  };
  if (status === 'unknown') return null;
  if (status !== 'member' || !member) {
    return (
      <div className="off-canvas__visitor">
        <Button variant="primary" fullWidth to={loginPageUrl(`${pathname}${search}`)}>
          {HEADER_TEXTS.login}
        </Button>
        <Button variant="secondary" fullWidth to={ROUTES.signUp}>
          {HEADER_TEXTS.signUp}
        </Button>
      </div>
    );
  }
  return (
    <nav className="off-canvas__account" aria-label={OFF_CANVAS_TEXTS.account}>
      <p className="off-canvas__member">
        <span className="off-canvas__name">
          {member.Name} {member.Surname}
        </span>
        <span>
          {HEADER_TEXTS.balance}: <strong>{formatMoney(member.Balance)}</strong>
        </span>
      </p>
      <h2 className="off-canvas__heading">{OFF_CANVAS_TEXTS.account}</h2>
      <ul className="off-canvas__links">
        {ACCOUNT_MENU_ENTRIES.map((e) => (
          <li key={e.id}>
            {'href' in e ? (
              <Link className="off-canvas__link" to={e.href}>
                {ACCOUNT_ICONS[e.id]}
                {e.label}
              </Link>
            ) : (
              // The sheet opens over the page: the menu closes first (focus goes back to its button, then into the sheet).
              <button type="button" className="off-canvas__link" aria-haspopup="dialog" onClick={openSavedCoupons}>
                {ACCOUNT_ICONS[e.id]}
                {e.label}
              </button>
            )}
          </li>
        ))}
        <li>
          <button type="button" className="off-canvas__link" onClick={() => dispatch(authActions.logoutRequested())}>
            <LogOut aria-hidden="true" />
            {HEADER_TEXTS.logout}
          </button>
        </li>
      </ul>
    </nav>
  );
}

export function OffCanvasMenu() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const close = () => dispatch(viewActions.menuClosed());

  // Closes on navigation; not on mount, as it may mount because it was just opened (its code loads on demand).
  const place = `${pathname}${search}`;
  const shownAt = useRef(place);
  useEffect(() => {
    if (shownAt.current === place) return;
    shownAt.current = place;
    dispatch(viewActions.menuClosed());
  }, [dispatch, place]);
  useFocusTrap(panel, { active: open, onEscape: close });
  useScrollLock(open);
  // Focus goes back to the menu button even where a click did not focus it (Safari, touch).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(MENU_BUTTON_ID)?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className={open ? 'off-canvas off-canvas--open' : 'off-canvas'} style={SLIDE_STYLE}>
      <div className="off-canvas__backdrop" onClick={close} aria-hidden="true" />
      <div
        id={OFF_CANVAS_ID}
        ref={panel}
        className="off-canvas__panel"
        role="dialog"
        aria-modal="true"
        aria-label={OFF_CANVAS_TEXTS.title}
        tabIndex={-1}
        inert={!open}
      >
        <div className="off-canvas__head">
          <span className="off-canvas__title">{OFF_CANVAS_TEXTS.title}</span>
          <IconButton variant="on-dark" label={OFF_CANVAS_TEXTS.close} icon={<X aria-hidden="true" />} onClick={close} />
        </div>
        <AccountSection />
        <KupondasEntry place="drawer" />
        <ProductLinks place="drawer" />
        <nav aria-label={OFF_CANVAS_TEXTS.sportMenu}>
          <h2 className="off-canvas__heading">{OFF_CANVAS_TEXTS.sports}</h2>
          <MenuLinks variant="drawer" />
        </nav>
      </div>
    </div>
  );
}
