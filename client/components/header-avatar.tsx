/**
 * The member's approved avatar beside their name in the header (a waiting one is not shown there: the header shows
 * what others see). Decorative: the name beside it says who it is.
 */
import { AVATAR_STATUS, avatarImageUrl } from '@shared/constants/avatar';
import type { AvatarInfo } from '@shared/protocol/api';
import './header-avatar.css';

export function HeaderAvatar({ avatar }: { avatar: AvatarInfo }) {
  if (avatar.AvatarMediaId === null || avatar.Status !== AVATAR_STATUS.approved) return null;
  return <img className="header-avatar" src={avatarImageUrl(avatar.AvatarMediaId)} alt="" width={32} height={32} data-testid="header-avatar" />;
}
