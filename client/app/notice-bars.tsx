/**
 * The bars above the page (cookies or the cookies-disabled alert, the contract update) and the popups of the
 * consent and membership-cancellation flows. Rendered once by the layout.
 */
import { ContractUpdateBar } from '../features/contract/contract-update-bar';
import { ConsentPopup } from '../features/consent/consent-popup';
import { CancellationPopup } from '../features/site-notices/cancellation-popup';
import { CookieBar } from '../features/site-notices/cookie-bar';

export function NoticeBars() {
  return (
    <>
      <CookieBar />
      <ContractUpdateBar />
      <ConsentPopup />
      <CancellationPopup />
    </>
  );
}
