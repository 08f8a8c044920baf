/**
 * The phone and e-mail activation popups (spec sections 2 and 4): the entry block, the code block after a send, or
 * the verified block (the phone masked as 0(5xx) xxx xx xx, or the address).
 */
import { CONTACT_VERIFICATION_TEXTS as T } from '@shared/errors/contact-verification-messages';
import { maskedPhone } from '@shared/validation/phone';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DialogFrame } from '../../components/dialog-frame';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { CodeBlock } from './code-block';
import { ContactEntryBlock } from './contact-entry-block';
import { contactVerificationActions as A, selectContactVerification, type ContactKind } from './contact-verification.slice';

function VerifiedBlock({ kind }: { kind: ContactKind }) {
  const { record } = useAppSelector(selectContactVerification);
  const shown = kind === 'phone' ? maskedPhone(record?.MobilePhone ?? '') : (record?.Email ?? '');
  return (
    <div className="contact-verify__block contact-verify__verified">
      <p className="contact-verify__text">{kind === 'phone' ? T.verifiedPhone : T.verifiedEmail}</p>
      <p className="contact-verify__contact">{shown}</p>
    </div>
  );
}

export function ContactPopup({ kind }: { kind: ContactKind }) {
  const dispatch = useAppDispatch();
  const { step, deadline } = useAppSelector(selectContactVerification);
  const close = () => dispatch(A.closed());
  return (
    <DialogFrame
      title={kind === 'phone' ? T.phoneTitle : T.emailTitle}
      onDismiss={close}
      actions={
        <Button variant="ghost" onClick={close}>
          {T.close}
        </Button>
      }
    >
      {step === 'loading' ? <Skeleton shape="block" height={96} /> : null}
      {step === 'entry' ? <ContactEntryBlock kind={kind} /> : null}
      {step === 'code' ? <CodeBlock key={deadline ?? 0} kind={kind} /> : null}
      {step === 'verified' ? <VerifiedBlock kind={kind} /> : null}
    </DialogFrame>
  );
}
