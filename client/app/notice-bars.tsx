/**
 * The bars above the page (cookies or the cookies-disabled alert, the contract update) and the popups of the
 * consent and membership-cancellation flows. Rendered once by the layout. The popups are loaded only when one
 * opens: most visits never show them, and they stay out of the entry bundle.
 */
import { lazy, Suspense } from 'react';
import { useAppSelector } from './hooks';
import { selectShowsContractNotice } from '../features/contract/contract.slice';
import { CookieBar } from '../features/site-notices/cookie-bar';
import { selectConsent } from '../features/consent/consent.slice';
import { selectSiteNotices } from '../features/site-notices/site-notices.slice';

// The contract-update bar shows only after the member info and the current contract have loaded: its code can
// follow them, apart from the entry, without moving anything that was already shown.
const ContractUpdateBar = lazy(() =>
  import('../features/contract/contract-update-bar').then((m) => ({ default: m.ContractUpdateBar })),
);
const ConsentPopup = lazy(() => import('../features/consent/consent-popup').then((m) => ({ default: m.ConsentPopup })));
const CancellationPopup = lazy(() =>
  import('../features/site-notices/cancellation-popup').then((m) => ({ default: m.CancellationPopup })),
);

export function NoticeBars() {
  const consentOpen = useAppSelector(selectConsent).popupOpen;
  const cancellationOpen = useAppSelector(selectSiteNotices).cancellationPopupOpen;
  const contractNotice = useAppSelector(selectShowsContractNotice);
  return (
    <>
      <CookieBar />
      <Suspense fallback={null}>
        {contractNotice && <ContractUpdateBar />}
        {consentOpen && <ConsentPopup />}
        {cancellationOpen && <CancellationPopup />}
      </Suspense>
    </>
  );
}
