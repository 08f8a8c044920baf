/** The cookie bar (shown until closed) and, when the browser refuses cookies, the cookie alert instead. */
import { COOKIE_MESSAGES } from '@shared/errors/cookie-messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NoticeBar } from '../../components/notice-bar';
import { Button } from '../../components/ui/button';
import { SITE_NOTICE_TEXTS as T } from './site-notices-texts';
import { selectShowsCookieBar, selectSiteNotices, siteNoticesActions } from './site-notices.slice';

export function CookieBar() {
  const dispatch = useAppDispatch();
  const { cookiesEnabled } = useAppSelector(selectSiteNotices);
  const show = useAppSelector(selectShowsCookieBar);
  if (!cookiesEnabled) return <NoticeBar label={T.cookieAlert} text={COOKIE_MESSAGES.disabled} tone="alert" />;
  if (!show) return null;
  return (
    <NoticeBar label={T.cookieRegion} text={COOKIE_MESSAGES.bar} shortText={T.cookieShort} tone="cookies">
      <Button size="sm" onClick={() => dispatch(siteNoticesActions.cookieBarCloseRequested())}>
        {T.understood}
      </Button>
    </NoticeBar>
  );
}
