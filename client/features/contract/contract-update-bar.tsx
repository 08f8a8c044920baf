/**
 * The contract-update bar (spec section 4 "Contract notice", flag id 5): shown while the member's signed contract
 * is below the current one and above the dismissed one. "Onaylıyorum" accepts the current contract; the close
 * button remembers the dismissal for a year.
 */
import { Link, useLocation } from 'react-router';
import { CONTRACT_NOTICE_FLAG_ID } from '@shared/constants/business';
import { contractPageUrl } from '@shared/constants/contract';
import { ROUTES } from '@shared/constants/routes';
import { CONTRACT_MESSAGES } from '@shared/errors/consent-messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NoticeBar } from '../../components/notice-bar';
import { selectMember } from '../auth/auth.slice';
import { UPDATE_BAR_TEXTS as T } from './contract-texts';
import { contractActions, selectContract, selectShowsContractNotice } from './contract.slice';

export function ContractUpdateBar() {
  const dispatch = useAppDispatch();
  const show = useAppSelector(selectShowsContractNotice);
  const member = useAppSelector(selectMember);
  const { accepting } = useAppSelector(selectContract);
  const location = useLocation();
  const onContractPage = location.pathname === ROUTES.contract || location.pathname === ROUTES.contractAlt;
  if (!show || !member || onContractPage) return null;
  return (
    <NoticeBar label={T.region} text={CONTRACT_MESSAGES.updateBar} flagId={CONTRACT_NOTICE_FLAG_ID}>
      <Link className="notice-bar__link" to={contractPageUrl(`${location.pathname}${location.search}`)}>
        {T.read}
      </Link>
      <button type="button" className="notice-bar__button" disabled={accepting} onClick={() => dispatch(contractActions.acceptRequested())}>
        {T.accept}
      </button>
      <button
        type="button"
        className="notice-bar__close"
        aria-label={T.close}
        onClick={() => dispatch(contractActions.noticeDismissed({ signedId: member.SignedContractId }))}
      >
        ×
      </button>
    </NoticeBar>
  );
}
