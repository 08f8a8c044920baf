/**
 * Switches between the classic and the mobile site view: a full navigation to /Site/SetDefaultViewCookie, where
 * the server sets the DefaultView cookie and redirects back. Offered on phones only (not tablets).
 */
import { MonitorSmartphone } from '../../components/ui/sprite-icons';
import { VIEW_SWITCHER } from '@shared/constants/texts';
import { API, type SiteView } from '@shared/protocol/api';
import { Button } from '../../components/ui/button';
import { useAppSelector } from '../../app/hooks';
import { selectShowViewSwitcher, selectSiteView } from './view.selectors';

export const viewSwitchHref = (view: SiteView): string => `${API.setDefaultView}?view=${view}`;

export function ViewSwitcher() {
  const show = useAppSelector(selectShowViewSwitcher);
  const view = useAppSelector(selectSiteView);
  if (!show) return null;
  const target: SiteView = view === 'mobile' ? 'fixed' : 'mobile';
  return (
    <Button className="view-switcher" variant="secondary" size="sm" href={viewSwitchHref(target)} iconStart={<MonitorSmartphone aria-hidden="true" />}>
      {target === 'fixed' ? VIEW_SWITCHER.toClassic : VIEW_SWITCHER.toMobile}
    </Button>
  );
}
