/** The top sport menu (tablet and desktop layouts): a horizontally scrolling bar of sports with counts. */
import { MenuLinks } from './menu-links';

export function SportMenu() {
  return (
    <nav className="sport-menu" aria-label="Spor menüsü">
      <div className="sport-menu__inner">
        <MenuLinks variant="bar" />
      </div>
    </nav>
  );
}
