/** The icons of the Hesabım entries (ACCOUNT_MENU_ENTRIES ids), shared by the header menu and the phone menu. */
import type { ReactNode } from 'react';
import { BellRing, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { FolderOpen, Mail, Ticket } from './ui/sprite-icons';

export const ACCOUNT_ICONS: Readonly<Record<string, ReactNode>> = {
  'account-info': <UserRound aria-hidden="true" />,
  'my-coupons': <Ticket aria-hidden="true" />,
  'saved-coupons': <FolderOpen aria-hidden="true" />,
  messages: <Mail aria-hidden="true" />,
  'contact-permissions': <BellRing aria-hidden="true" />,
  'responsible-play': <ShieldCheck aria-hidden="true" />,
  logout: <LogOut aria-hidden="true" />,
};
