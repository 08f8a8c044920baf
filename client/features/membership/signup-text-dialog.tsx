/**
 * The membership contract or the personal-data (KVK) notice of sign-up in a dialog (the site's DialogFrame): the
 * texts the contract page shows (GET /Contract/GetCurrentContract, through the contract slice), loaded when the
 * dialog opens. 'Okudum, onaylıyorum' ticks the box it was opened from; 'Kapat', Escape or the backdrop leave it.
 */
import { useEffect, useState } from 'react';
import type { ContractText } from '@shared/protocol/contract-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DialogFrame } from '../../components/dialog-frame';
import { Button } from '../../components/ui/button';
import { contractActions, selectContract } from '../contract/contract.slice';
import { SIGNUP_PAGE_TEXTS as T } from './signup-texts';

export type SignupTextKind = 'contract' | 'kvk';

export interface SignupTextDialogProps {
  kind: SignupTextKind;
  onAccept: () => void;
  onClose: () => void;
}

function TextBody({ text, label }: { text: ContractText; label: string }) {
  const paragraphs = text.Body.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <div className="signup-text" role="document" aria-label={label} tabIndex={0}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

export function SignupTextDialog({ kind, onAccept, onClose }: SignupTextDialogProps) {
  const dispatch = useAppDispatch();
  const { current, kvkText, status } = useAppSelector(selectContract);
  const text = kind === 'contract' ? current : kvkText;
  const fallbackTitle = kind === 'contract' ? T.contractTitle : T.kvkTitle;

  // Loaded once per opening: a failed load is not retried in a loop, the next opening tries again.
  const [loadOnOpen] = useState(status !== 'loaded' && status !== 'loading');
  useEffect(() => {
    if (loadOnOpen) dispatch(contractActions.currentRequested());
  }, [dispatch, loadOnOpen]);

  let body = <p className="signup-text__state">{T.textLoading}</p>;
  if (text) body = <TextBody text={text} label={text.Title} />;
  else if (status === 'failed' || (status === 'loaded' && !text)) body = <p className="signup-text__state" role="alert">{T.textFailed}</p>;

  return (
    <DialogFrame
      title={text?.Title ?? fallbackTitle}
      tone="info"
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.textClose}
          </Button>
          <Button variant="primary" onClick={onAccept} disabled={!text}>
            {T.textAccept}
          </Button>
        </>
      }
    >
      {body}
    </DialogFrame>
  );
}
