/**
 * Switches between the classic and the mobile site view: a full navigation to /Site/SetDefaultViewCookie, where
 * the server sets the DefaultView cookie and redirects back. Offered on phones only (not tablets). Its close button
 * writes the view-switcher-disabled cookie, which hides it for 365 days (spec section 9).
 */
import { useState } from 'react';
import { MonitorSmartphone, X } from '../../components/ui/sprite-icons';
import { COOKIES } from '@shared/constants/business';
import { VIEW_SWITCHER, VIEW_SWITCHER_DISABLED_COOKIE } from '@shared/constants/texts';
import { API, type SiteView } from '@shared/protocol/api';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { useAppSelector } from '../../app/hooks';
import { readCookie } from '../../lib/cookies';
import { writeCookie } from '../../lib/write-cookie';
import { selectShowViewSwitcher, selectSiteView } from './view.selectors';

const DAY_MS = 86_400_000;
/** How long the view-switcher-disabled cookie lasts. */
export const VIEW_SWITCHER_DISABLED_MS = COOKIES.viewSwitcherDisabledDays * DAY_MS;

export const viewSwitchHref = (view: SiteView): string => `${API.setDefaultView}?view=${view}`;

export function ViewSwitcher() {
  const show = useAppSelector(selectShowViewSwitcher);
  const view = useAppSelector(selectSiteView);
  const [disabled, setDisabled] = useState(() => readCookie(VIEW_SWITCHER_DISABLED_COOKIE) === '1');
  if (!show || disabled) return null;
  const target: SiteView = view === 'mobile' ? 'fixed' : 'mobile';
  const hide = (): void => {
    writeCookie(VIEW_SWITCHER_DISABLED_COOKIE, '1', VIEW_SWITCHER_DISABLED_MS);
    setDisabled(true);
  };
  return (
    <span className="view-switcher-wrap">
      <Button className="view-switcher" variant="secondary" size="sm" href={viewSwitchHref(target)} iconStart={<MonitorSmartphone aria-hidden="true" />}>
        {target === 'fixed' ? VIEW_SWITCHER.toClassic : VIEW_SWITCHER.toMobile}
      </Button>
      <IconButton size="sm" label={VIEW_SWITCHER.hide} icon={<X />} onClick={hide} />
    </span>
  );
}
