/**
 * The membership-cancel popup: the member has a pending cancellation request and may withdraw it ("Talebimi Geri
 * Al"); the leave popup follows when the server answers Result true.
 */
import { CANCELLATION_MESSAGES } from '@shared/errors/consent-messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DialogFrame } from '../../components/dialog-frame';
import { Button } from '../../components/ui/button';
import { SITE_NOTICE_TEXTS as T } from './site-notices-texts';
import { selectSiteNotices, siteNoticesActions } from './site-notices.slice';

export function CancellationPopup() {
  const dispatch = useAppDispatch();
  const { cancellationPopupOpen, withdrawing } = useAppSelector(selectSiteNotices);
  if (!cancellationPopupOpen) return null;
  const close = () => dispatch(siteNoticesActions.cancellationPopupClosed());
  return (
    <DialogFrame
      title={T.cancellationTitle}
      tone="warning"
      onDismiss={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {T.keep}
          </Button>
          <Button variant="primary" loading={withdrawing} onClick={() => dispatch(siteNoticesActions.cancellationWithdrawRequested())}>
            {T.withdraw}
          </Button>
        </>
      }
    >
      <p className="dialog__message">{CANCELLATION_MESSAGES.pending}</p>
    </DialogFrame>
  );
}
