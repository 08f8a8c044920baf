/**
 * The entry blocks of the phone and e-mail popups (spec sections 2 and 5): the phone in the mask 0(199) 999 99 99,
 * or the e-mail with its domain suggestions (clicking one fills the field and validates it; nothing is changed
 * otherwise). The section 5 texts show once the field was left or picked; an invalid value, or a send the server
 * refused, disables the send button. Repeated clicks are ignored while a send runs (the saga and `loading`).
 */
import { useState } from 'react';
import { CONTACT_VERIFICATION_TEXTS as T } from '@shared/errors/contact-verification-messages';
import { emailError } from '@shared/validation/email';
import { emailSuggestions } from '@shared/validation/email-suggestions';
import { phoneError } from '@shared/validation/phone';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PhoneMaskInput } from '../../components/phone-mask-input';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { TextInput } from '../../components/ui/text-input';
import { contactVerificationActions as A, selectContactVerification, type ContactKind } from './contact-verification.slice';

export function ContactEntryBlock({ kind }: { kind: ContactKind }) {
  const dispatch = useAppDispatch();
  const { contact, sending, sendError } = useAppSelector(selectContactVerification);
  const [touched, setTouched] = useState(false);
  const ruleError = kind === 'phone' ? phoneError(contact) : emailError(contact);
  const shownError = sendError ?? (touched ? ruleError : null);
  const change = (value: string) => dispatch(A.contactChanged(value));
  const suggestions = kind === 'email' ? emailSuggestions(contact) : [];
  return (
    <div className="contact-verify__block">
      <Field label={kind === 'phone' ? T.phoneLabel : T.emailLabel} help={kind === 'phone' ? T.phoneEntryHint : T.emailEntryHint} error={shownError}>
        {kind === 'phone' ? (
          (control) => <PhoneMaskInput {...control} name="mobilePhone" value={contact} onValueChange={change} onBlur={() => setTouched(true)} />
        ) : (
          <TextInput
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={contact}
            onChange={(e) => change(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        )}
      </Field>
      {suggestions.length > 0 ? (
        <div className="contact-verify__suggestions" role="group" aria-label={T.suggestions}>
          <span className="contact-verify__suggestions-label">{T.suggestions}</span>
          {suggestions.map((s) => (
            <Button
              key={s}
              variant="ghost"
              size="sm"
              className="contact-verify__suggestion"
              onClick={() => {
                change(s);
                setTouched(true);
              }}
            >
              {s}
            </Button>
          ))}
        </div>
      ) : null}
      <Button
        variant="primary"
        fullWidth
        loading={sending}
        disabled={ruleError !== null || sendError !== null}
        onClick={() => dispatch(A.sendRequested({ resend: false }))}
      >
        {T.send}
      </Button>
    </div>
  );
}
