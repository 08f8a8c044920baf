/** The phone layout's hamburger button that opens the off-canvas menu. */
import { Menu } from '../../components/ui/sprite-icons';
import { OFF_CANVAS_TEXTS } from '@shared/constants/site-chrome-texts';
import { IconButton } from '../../components/ui/icon-button';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { viewActions } from '../../platform/view/view.slice';
import { selectMenuOpen } from '../../platform/view/view.selectors';

export const MENU_BUTTON_ID = 'menu-button';
export const OFF_CANVAS_ID = 'off-canvas-menu';

export function MenuButton() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  return (
    <IconButton
      id={MENU_BUTTON_ID}
      className="menu-button"
      variant="on-dark"
      label={OFF_CANVAS_TEXTS.open}
      icon={<Menu aria-hidden="true" />}
      aria-expanded={open}
      // The menu's code loads on demand (lazy-off-canvas-menu.tsx): name it only while it is open, and so mounted.
      aria-controls={open ? OFF_CANVAS_ID : undefined}
      onClick={() => dispatch(viewActions.menuToggled())}
    />
  );
}
