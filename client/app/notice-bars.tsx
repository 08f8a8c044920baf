/**
 * The bars above the page (cookies or the cookies-disabled alert, the contract update) and the popups of the
 * consent and membership-cancellation flows. Rendered once by the layout. The popups are loaded only when one
 * opens: most visits never show them, and they stay out of the entry bundle.
 */
import { usePageIdle } from '../lib/page-idle';
import { lazy, Suspense } from 'react';
import { useAppSelector } from './hooks';
import { selectShowsContractNotice } from '../features/contract/contract.slice';
import { CookieBar } from '../features/site-notices/cookie-bar';
import { selectConsent } from '../features/consent/consent.slice';
import { selectSiteNotices } from '../features/site-notices/site-notices.slice';
import { selectVerificationPopupOpen } from '../features/contact-verification/contact-verification.selectors';

// The contract-update bar shows only after the member info and the current contract have loaded: its code can
// follow them, apart from the entry, without moving anything that was already shown.
const ContractUpdateBar = lazy(() =>
  import('../features/contract/contract-update-bar').then((m) => ({ default: m.ContractUpdateBar })),
);
const ConsentPopup = lazy(() => import('../features/consent/consent-popup').then((m) => ({ default: m.ConsentPopup })));
const ContactVerificationHost = lazy(() =>
  import('../features/contact-verification/contact-verification-host').then((m) => ({ default: m.ContactVerificationHost })),
);
const CancellationPopup = lazy(() =>
  import('../features/site-notices/cancellation-popup').then((m) => ({ default: m.CancellationPopup })),
);
// Ops notices (bar, popup, tutorial; issue 14) load once the page is idle, with their slice and saga.
const NoticeHostFeature = lazy(() => import('../features/notices/notice-host-feature').then((m) => ({ default: m.NoticeHostFeature })));

export function NoticeBars() {
  const consentOpen = useAppSelector(selectConsent).popupOpen;
  const cancellationOpen = useAppSelector(selectSiteNotices).cancellationPopupOpen;
  const contractNotice = useAppSelector(selectShowsContractNotice);
  const verificationOpen = useAppSelector(selectVerificationPopupOpen);
  // Ops notices come after the first page's own data and render (lib/page-idle.ts).
  const idle = usePageIdle();
  return (
    <>
      <CookieBar />
      <Suspense fallback={null}>
        {contractNotice && <ContractUpdateBar />}
        {consentOpen && <ConsentPopup />}
        {cancellationOpen && <CancellationPopup />}
        {verificationOpen && <ContactVerificationHost />}
        {idle && <NoticeHostFeature />}
      </Suspense>
    </>
  );
}
