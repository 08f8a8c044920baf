/**
 * Hesap Bilgilerim: the mobile phone (masked 0(5xx) xxx xx xx) and the e-mail with their verification state, and
 * the actions that open the verification popups (contact verification's slice and popups).
 */
import { VERIFICATION_TYPES } from '@shared/constants/business';
import { ACCOUNT_PAGE_TEXTS as T } from '@shared/constants/account-page-texts';
import { maskedPhone } from '@shared/validation/phone';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { contactVerificationActions, selectContactVerification } from '../contact-verification/contact-verification.slice';

interface ContactRowProps {
  label: string;
  value: string | null;
  verified: boolean;
  verifyLabel: string;
  changeLabel: string;
  onVerify: () => void;
}

function ContactRow({ label, value, verified, verifyLabel, changeLabel, onVerify }: ContactRowProps) {
  return (
    <div className="account-page__contact">
      <div>
        <p className="account-page__label">{label}</p>
        <p className="account-page__value">{value ?? T.none}</p>
      </div>
      <Badge tone={verified ? 'win' : 'neutral'}>{verified ? T.verified : T.notVerified}</Badge>
      <Button variant={verified ? 'ghost' : 'secondary'} size="sm" onClick={onVerify}>
        {verified ? changeLabel : verifyLabel}
      </Button>
    </div>
  );
}

export function AccountContactsSection() {
  const dispatch = useAppDispatch();
  const { record, recordStatus } = useAppSelector(selectContactVerification);
  const open = (type: number) => () => dispatch(contactVerificationActions.openRequested({ type }));
  return (
    <section className="account-page__section" aria-labelledby="account-contact-heading">
      <h2 id="account-contact-heading" className="account-page__heading">
        {T.contactHeading}
      </h2>
      {record ? (
        <>
          <ContactRow
            label={T.phone}
            value={record.MobilePhone ? maskedPhone(record.MobilePhone) : null}
            verified={record.MobilePhoneVerified}
            verifyLabel={T.verifyPhone}
            changeLabel={T.changePhone}
            onVerify={open(VERIFICATION_TYPES.phone)}
          />
          <ContactRow
            label={T.email}
            value={record.Email}
            verified={record.EmailVerified}
            verifyLabel={T.verifyEmail}
            changeLabel={T.changeEmail}
            onVerify={open(VERIFICATION_TYPES.email)}
          />
        </>
      ) : (
        <p role="status" className="account-page__text">
          {recordStatus === 'failed' ? T.loadFailed : T.loading}
        </p>
      )}
    </section>
  );
}
