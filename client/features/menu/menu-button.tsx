/** The phone layout's hamburger button that opens the off-canvas menu. */
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { viewActions } from '../view/view.slice';
import { selectMenuOpen } from '../view/view.selectors';

export const MENU_BUTTON_ID = 'menu-button';
export const OFF_CANVAS_ID = 'off-canvas-menu';

export function MenuButton() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  return (
    <button
      id={MENU_BUTTON_ID}
      type="button"
      className="menu-button"
      aria-expanded={open}
      aria-controls={OFF_CANVAS_ID}
      onClick={() => dispatch(viewActions.menuToggled())}
    >
      <span className="menu-button__bars" aria-hidden="true" />
      <span className="menu-button__label">Menü</span>
    </button>
  );
}
