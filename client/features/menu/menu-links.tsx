/** The sport menu's links with their icons and counts; the top bar and the off-canvas menu both draw it. */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteLink } from '../../components/ui/route-link';
import { CalendarRange, LayoutList, Radio } from '../../components/ui/sprite-icons';
import { SportIcon } from '../../components/ui/sport-icons';
import { useAppSelector } from '../../app/hooks';
import { selectMenuItems, selectVisibleSports } from './menu.selectors';
import { menuEntries, type MenuEntry } from './menu-entries';

const ENTRY_ICONS: Readonly<Record<string, ReactNode>> = {
  all: <LayoutList aria-hidden="true" />,
  live: <Radio aria-hidden="true" />,
  'long-term': <CalendarRange aria-hidden="true" />,
};

const iconOf = (e: MenuEntry, size: number): ReactNode =>
  e.sportId !== undefined ? <SportIcon sportId={e.sportId} size={size} /> : ENTRY_ICONS[e.id];

export function MenuLinks({ variant }: { variant: 'bar' | 'drawer' }) {
  const { pathname } = useLocation();
  const visible = useAppSelector(selectVisibleSports);
  const all = useAppSelector(selectMenuItems);
  const entries = menuEntries(pathname, visible, all);
  return (
    <ul className={`menu-links menu-links--${variant}`}>
      {entries.map((e) => (
        <li key={e.id}>
          <RouteLink
            className={['menu-link', e.active && 'menu-link--active', e.live && 'menu-link--live'].filter(Boolean).join(' ')}
            to={e.href}
            aria-current={e.active ? 'page' : undefined}
          >
            <span className="menu-link__icon">{iconOf(e, variant === 'bar' ? 18 : 20)}</span>
            <span className="menu-link__label">{e.label}</span>
            {e.live && <span className="live-badge__dot" aria-hidden="true" />}
            {e.count !== null && (
              <span className="count-badge" aria-label={`${e.count} etkinlik`}>
                {e.count}
              </span>
            )}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}
