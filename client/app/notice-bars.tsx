/**
 * The bars above the page (cookies or the cookies-disabled alert, the contract update) and the popups of the
 * consent and membership-cancellation flows. Rendered once by the layout. The popups are loaded only when one
 * opens: most visits never show them, and they stay out of the entry bundle.
 */
import { lazy, Suspense } from 'react';
import { useAppSelector } from './hooks';
import { ContractUpdateBar } from '../features/contract/contract-update-bar';
import { CookieBar } from '../features/site-notices/cookie-bar';
import { selectConsent } from '../features/consent/consent.slice';
import { selectSiteNotices } from '../features/site-notices/site-notices.slice';

const ConsentPopup = lazy(() => import('../features/consent/consent-popup').then((m) => ({ default: m.ConsentPopup })));
const CancellationPopup = lazy(() =>
  import('../features/site-notices/cancellation-popup').then((m) => ({ default: m.CancellationPopup })),
);

export function NoticeBars() {
  const consentOpen = useAppSelector(selectConsent).popupOpen;
  const cancellationOpen = useAppSelector(selectSiteNotices).cancellationPopupOpen;
  return (
    <>
      <CookieBar />
      <ContractUpdateBar />
      <Suspense fallback={null}>
        {consentOpen && <ConsentPopup />}
        {cancellationOpen && <CancellationPopup />}
      </Suspense>
    </>
  );
}
