/** A member's avatar, or their initials on a brand-coloured disc while there is none. Decorative beside the name. */
export function MemberAvatar({ initials, url, size = 'md' }: { initials: string; url?: string | null; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`kd-avatar kd-avatar--${size}`} aria-hidden="true">
      {url ? <img className="kd-avatar__img" src={url} alt="" /> : initials}
    </span>
  );
}
