/**
 * The contract-update bar (spec section 4 "Contract notice", flag id 5): shown while the member's signed contract
 * is below the current one and above the dismissed one. "Onaylıyorum" accepts the current contract; the close
 * button remembers the dismissal for a year. Not shown on the contract page itself nor on the forced password and
 * profession pages: there the member already has one thing to do.
 */
import { useLocation } from 'react-router';
import { X } from '../../components/ui/sprite-icons';
import { CONTRACT_NOTICE_FLAG_ID } from '@shared/constants/business';
import { contractPageUrl } from '@shared/constants/contract';
import { ROUTES } from '@shared/constants/routes';
import { CONTRACT_MESSAGES } from '@shared/errors/consent-messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NoticeBar } from '../../components/notice-bar';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { Link } from '../../components/ui/link';
import { selectMember } from '../auth/auth.slice';
import { UPDATE_BAR_TEXTS as T } from './contract-texts';
import { contractActions, selectContract, selectShowsContractNotice } from './contract.slice';

/** The contract page, and the forced pages where the member must act first. */
const HIDDEN_ON: ReadonlySet<string> = new Set(
  [ROUTES.contract, ROUTES.contractAlt, ROUTES.security, ROUTES.profession].map((p) => p.toLowerCase()),
);
/** Routes match without regard to case or a trailing slash, like the router. */
const pageKey = (pathname: string): string => pathname.toLowerCase().replace(/(.)\/+$/, '$1');

export function ContractUpdateBar() {
  const dispatch = useAppDispatch();
  const show = useAppSelector(selectShowsContractNotice);
  const member = useAppSelector(selectMember);
  const { accepting } = useAppSelector(selectContract);
  const location = useLocation();
  if (!show || !member || HIDDEN_ON.has(pageKey(location.pathname))) return null;
  return (
    <NoticeBar label={T.region} text={CONTRACT_MESSAGES.updateBar} shortText={T.short} flagId={CONTRACT_NOTICE_FLAG_ID}>
      {/* Phones show 'Oku' (its name stays 'Sözleşmeyi Oku', which contains it), so the short text keeps a line. */}
      <Link variant="strong" to={contractPageUrl(`${location.pathname}${location.search}`)} aria-label={T.read}>
        <span className="notice-bar__long">{T.read}</span>
        <span className="notice-bar__short">{T.readShort}</span>
      </Link>
      <Button size="sm" loading={accepting} onClick={() => dispatch(contractActions.acceptRequested())}>
        {T.accept}
      </Button>
      <IconButton
        size="sm"
        label={T.close}
        icon={<X />}
        onClick={() => dispatch(contractActions.noticeDismissed({ signedId: member.SignedContractId }))}
      />
    </NoticeBar>
  );
}
