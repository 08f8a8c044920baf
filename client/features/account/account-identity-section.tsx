/** Hesap Bilgilerim: name, username, member number and the citizen ID as the edge masked it. */
import { ACCOUNT_PAGE_TEXTS as T } from '@shared/constants/account-page-texts';
import { useAppSelector } from '../../app/hooks';
import { selectAccount } from './account.slice';

export function AccountIdentitySection() {
  const { info, status } = useAppSelector(selectAccount);
  return (
    <section className="account-page__section" aria-labelledby="account-identity-heading">
      <h2 id="account-identity-heading" className="account-page__heading">
        {T.identityHeading}
      </h2>
      {info ? (
        <dl className="account-page__list">
          <dt>{T.name}</dt>
          <dd>{`${info.Name} ${info.Surname}`}</dd>
          <dt>{T.username}</dt>
          <dd>{info.Username}</dd>
          <dt>{T.memberNo}</dt>
          <dd>{info.MemberNo}</dd>
          <dt>{T.citizenId}</dt>
          <dd>{info.MaskedCitizenId}</dd>
        </dl>
      ) : (
        <p role="status" className="account-page__text">
          {status === 'failed' ? T.loadFailed : T.loading}
        </p>
      )}
    </section>
  );
}
