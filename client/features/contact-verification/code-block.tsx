/**
 * The code block (spec sections 4 and 5): where the code went, the 6-digit code field, the countdown (mm:ss), the
 * proceed button (disabled below 6 digits, after expiry and while a check runs), 'send again' and the change link.
 * At expiry the field and proceed are disabled and the expiry text shows; a new code clears it. A wrong code shows
 * the server's message under the field. At the daily limit 'send again' shows the message here and disables the
 * change link.
 */
import { useState } from 'react';
import { CONTACT_VERIFICATION_MESSAGES as M, CONTACT_VERIFICATION_TEXTS as T } from '@shared/errors/contact-verification-messages';
import { ACTIVATION_CODE_LENGTH, ACTIVATION_CODE_TEXTS } from '@shared/validation/activation-code';
import { maskedPhone, normalizePhone } from '@shared/validation/phone';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NumberOnlyInput } from '../../components/number-only-input';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { formatCountdown } from './countdown';
import { contactVerificationActions as A, selectContactVerification, type ContactKind } from './contact-verification.slice';

export function CodeBlock({ kind }: { kind: ContactKind }) {
  const dispatch = useAppDispatch();
  const { contact, checking, sending, codeError, inlineLimit, remainingMs, expired, sendError } = useAppSelector(selectContactVerification);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const short = code.length < ACTIVATION_CODE_LENGTH;
  const error = codeError ?? (touched && short ? ACTIVATION_CODE_TEXTS.short : null);
  const sentTo = kind === 'phone' ? T.codeSentToPhone(maskedPhone(normalizePhone(contact))) : T.codeSentToEmail(contact.trim());
  return (
    <div className="contact-verify__block">
      <p className="contact-verify__text">{sentTo}</p>
      <Field label={T.codeLabel} error={error}>
        {(control) => (
          <NumberOnlyInput
            {...control}
            name="activationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={ACTIVATION_CODE_LENGTH}
            disabled={expired}
            value={code}
            onValueChange={(v) => {
              setCode(v);
              if (codeError) dispatch(A.codeTyped());
            }}
            onBlur={() => setTouched(true)}
          />
        )}
      </Field>
      <p className="contact-verify__countdown" aria-live="off">
        {T.remaining}: <span className="contact-verify__timer">{formatCountdown(remainingMs)}</span>
      </p>
      {expired ? (
        <p className="contact-verify__alert" role="alert">
          {M.expired}
        </p>
      ) : null}
      {inlineLimit || sendError ? (
        <p className="contact-verify__alert" role="alert">
          {inlineLimit ?? sendError}
        </p>
      ) : null}
      <Button
        variant="primary"
        fullWidth
        loading={checking}
        disabled={short || expired}
        onClick={() => {
          setTouched(true);
          dispatch(A.checkRequested({ code }));
        }}
      >
        {T.proceed}
      </Button>
      <div className="contact-verify__links">
        <Button variant="ghost" size="sm" loading={sending} disabled={inlineLimit !== null} onClick={() => dispatch(A.sendRequested({ resend: true }))}>
          {T.resend}
        </Button>
        <Button variant="ghost" size="sm" disabled={inlineLimit !== null} onClick={() => dispatch(A.changeRequested())}>
          {kind === 'phone' ? T.changePhone : T.changeEmail}
        </Button>
      </div>
    </div>
  );
}
