/**
 * The personal-data consent popup (spec section 5 "Consent"): "Devam Et" is enabled only when both required
 * boxes are ticked; the contact box is optional. If the server first asks for a contract update or a password
 * change, its message shows with a link to that page; a failure shows the catalogue's text.
 */
import { useState } from 'react';
import { ROUTES } from '@shared/constants/routes';
import { CONSENT_MESSAGES } from '@shared/errors/consent-messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DialogFrame } from '../../components/dialog-frame';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Link as TextLink } from '../../components/ui/link';
import { CONSENT_POPUP_TEXTS as T } from './consent-texts';
import { consentActions, selectConsent } from './consent.slice';
import './consent.css';

export function ConsentPopup() {
  const dispatch = useAppDispatch();
  const { popupOpen, saving, error, prerequisite } = useAppSelector(selectConsent);
  const [read, setRead] = useState(false);
  const [consent, setConsent] = useState(false);
  const [contact, setContact] = useState(false);
  if (!popupOpen) return null;
  const close = () => dispatch(consentActions.popupClosed());
  const ready = read && consent && !saving;
  const toContract = prerequisite?.url.startsWith(ROUTES.contractAlt) ?? false;
  return (
    <DialogFrame
      title={CONSENT_MESSAGES.popupTitle}
      onDismiss={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {T.close}
          </Button>
          <Button
            variant="primary"
            disabled={!ready}
            loading={saving}
            onClick={() => dispatch(consentActions.consentSubmitted({ allowContact: contact }))}
          >
            {T.proceed}
          </Button>
        </>
      }
    >
      <p className="dialog__message">{T.intro}</p>
      <div className="consent-popup__checks">
        <Checkbox label={T.read} checked={read} onChange={(e) => setRead(e.target.checked)} />
        <Checkbox label={T.consent} checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        <Checkbox label={T.contact} checked={contact} onChange={(e) => setContact(e.target.checked)} />
      </div>
      {prerequisite ? (
        <p className="consent-popup__error" role="alert">
          {prerequisite.message}{' '}
          <TextLink variant="strong" to={prerequisite.url} onClick={close}>
            {toContract ? T.goContract : T.goPassword}
          </TextLink>
        </p>
      ) : null}
      {error ? (
        <p className="consent-popup__error" role="alert">
          {error}
        </p>
      ) : null}
    </DialogFrame>
  );
}
