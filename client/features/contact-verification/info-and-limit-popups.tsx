/**
 * The phone info popup (type 99: confirming opens the phone popup, closing reports it closed) and the two
 * daily-limit popups (spec sections 2 and 8).
 */
import { DIALOG_TITLE_BY_MESSAGE_TYPE, MESSAGE_TYPE } from '@shared/constants/codes';
import { CONTACT_VERIFICATION_MESSAGES as M, CONTACT_VERIFICATION_TEXTS as T } from '@shared/errors/contact-verification-messages';
import { useAppDispatch } from '../../app/hooks';
import { DialogFrame } from '../../components/dialog-frame';
import { Button } from '../../components/ui/button';
import { contactVerificationActions as A, type ContactKind } from './contact-verification.slice';

export function PhoneInfoPopup() {
  const dispatch = useAppDispatch();
  const dismiss = () => dispatch(A.infoDismissed());
  return (
    <DialogFrame
      title={T.infoTitle}
      onDismiss={dismiss}
      actions={
        <>
          <Button variant="ghost" onClick={dismiss}>
            {T.infoLater}
          </Button>
          <Button variant="primary" onClick={() => dispatch(A.infoConfirmed())}>
            {T.infoConfirm}
          </Button>
        </>
      }
    >
      <p className="dialog__message">{T.infoBody}</p>
    </DialogFrame>
  );
}

export function DailyLimitPopup({ kind }: { kind: ContactKind }) {
  const dispatch = useAppDispatch();
  const close = () => dispatch(A.closed());
  return (
    <DialogFrame
      title={DIALOG_TITLE_BY_MESSAGE_TYPE[MESSAGE_TYPE.information]}
      onDismiss={close}
      actions={
        <Button variant="primary" onClick={close}>
          {T.ok}
        </Button>
      }
    >
      <p className="dialog__message">{kind === 'phone' ? M.dailyLimitPhone : M.dailyLimitEmail}</p>
    </DialogFrame>
  );
}
