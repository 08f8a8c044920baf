/**
 * The member's part of the header: name and live balance, and on wider screens the Hesabım menu (its entries and
 * Çıkış) with a Çıkış button beside it. On a phone the entries live in the off-canvas menu.
 */
import { LogOut, UserRound } from 'lucide-react';
import { formatMoney } from '@shared/format/tr';
import type { MemberInfo } from '@shared/protocol/api';
import { ACCOUNT_MENU_ENTRIES, HEADER_TEXTS } from '@shared/constants/site-chrome-texts';
import { DropdownMenu, type DropdownEntry } from '../../components/dropdown-menu';
import { ACCOUNT_ICONS } from '../../components/account-icons';
import { Button } from '../../components/ui/button';
import { useAppDispatch } from '../../app/hooks';
import { authActions } from './auth.slice';
import { savedCouponsActions } from '../saved-coupons/saved-coupons.slice';
import { HeaderAvatar } from '../../components/header-avatar';

/** The name the header shows: first name and surname, else the nickname. */
export const displayName = (member: MemberInfo): string => `${member.Name} ${member.Surname}`.trim() || member.NickName;

export function HeaderLoginMember({ member, phone }: { member: MemberInfo; phone: boolean }) {
  const dispatch = useAppDispatch();
  const logout = () => dispatch(authActions.logoutRequested());
  const entries: DropdownEntry[] = [
    ...ACCOUNT_MENU_ENTRIES.map((e): DropdownEntry => {
      const icon = ACCOUNT_ICONS[e.id];
      return 'href' in e ? { id: e.id, label: e.label, icon, href: e.href } : { id: e.id, label: e.label, icon, onSelect: () => dispatch(savedCouponsActions.listRequested()) };
    }),
    { id: 'logout', label: HEADER_TEXTS.logout, icon: ACCOUNT_ICONS.logout, onSelect: logout },
  ];
  return (
    <div className="header-login header-login--member" role="group" aria-label={HEADER_TEXTS.memberArea}>
      <HeaderAvatar avatar={member.Avatar} />
      <div className="header-login__who">
        <span className="header-login__name">{displayName(member)}</span>
        <span className="header-login__balance">
          <span className={phone ? 'visually-hidden' : undefined}>{HEADER_TEXTS.balance}: </span>
          <strong>{formatMoney(member.Balance)}</strong>
        </span>
      </div>
      {phone ? null : (
        <>
          <DropdownMenu
            className="header-login__account"
            label={HEADER_TEXTS.account}
            menuLabel={HEADER_TEXTS.accountMenu}
            icon={<UserRound aria-hidden="true" />}
            entries={entries}
          />
          <Button variant="ghost" size="sm" className="header-login__logout" iconStart={<LogOut aria-hidden="true" />} onClick={logout}>
            {HEADER_TEXTS.logout}
          </Button>
        </>
      )}
    </div>
  );
}
