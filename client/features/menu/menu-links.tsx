/** The sport menu's links with counts; the top bar and the off-canvas menu both draw it. */
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectMenuItems, selectVisibleSports } from './menu.selectors';
import { menuEntries } from './menu-entries';

export function MenuLinks({ variant }: { variant: 'bar' | 'drawer' }) {
  const { pathname } = useLocation();
  const visible = useAppSelector(selectVisibleSports);
  const all = useAppSelector(selectMenuItems);
  const entries = menuEntries(pathname, visible, all);
  return (
    <ul className={`menu-links menu-links--${variant}`}>
      {entries.map((e) => (
        <li key={e.id}>
          <Link
            className={['menu-link', e.active && 'menu-link--active', e.live && 'menu-link--live'].filter(Boolean).join(' ')}
            to={e.href}
            aria-current={e.active ? 'page' : undefined}
          >
            {e.live && <span className="live-badge__dot" aria-hidden="true" />}
            <span className="menu-link__label">{e.label}</span>
            {e.count !== null && (
              <span className="count-badge" aria-label={`${e.count} etkinlik`}>
                {e.count}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
