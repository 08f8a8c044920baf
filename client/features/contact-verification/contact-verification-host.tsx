/** The open contact-verification popup, if any; loaded by the layout only when one opens (notice-bars.tsx). */
import { useAppSelector } from '../../app/hooks';
import { ContactPopup } from './contact-popup';
import { selectContactVerification } from './contact-verification.slice';
import { DailyLimitPopup, PhoneInfoPopup } from './info-and-limit-popups';
import './contact-verification.css';

export function ContactVerificationHost() {
  const { popup } = useAppSelector(selectContactVerification);
  switch (popup) {
    case 'phone':
    case 'email':
      return <ContactPopup kind={popup} />;
    case 'info':
      return <PhoneInfoPopup />;
    case 'phoneLimit':
      return <DailyLimitPopup kind="phone" />;
    case 'emailLimit':
      return <DailyLimitPopup kind="email" />;
    default:
      return null;
  }
}
