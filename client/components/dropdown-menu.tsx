/**
 * A menu button with its drop-down (WAI-ARIA menu button): the button opens a `role=menu` list of links and
 * actions. Opening moves focus to the first entry (ArrowUp on the button: the last); ArrowUp/ArrowDown move and
 * wrap, Home/End jump; Escape closes and gives focus back to the button; Tab, a click outside or choosing an entry
 * closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { cx } from './ui/class-names';
import './dropdown-menu.css';

export type DropdownEntry = { id: string; label: string; icon?: ReactNode } & ({ href: string } | { onSelect: () => void });

export interface DropdownMenuProps {
  /** The button's text. */
  label: string;
  /** The menu's accessible name. */
  menuLabel: string;
  entries: readonly DropdownEntry[];
  icon?: ReactNode;
  className?: string;
}

export function DropdownMenu({ label, menuLabel, entries, icon, className }: DropdownMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<'first' | 'last'>('first');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items = (): HTMLElement[] => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusAt === 'last' ? list.at(-1) : list[0])?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, focusAt]);

  const openAt = (at: 'first' | 'last') => {
    setFocusAt(at);
    setOpen(true);
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  return (
    <div ref={root} className={cx('dropdown-menu', open && 'dropdown-menu--open', className)}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="dropdown-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        {icon}
        <span>{label}</span>
        <ChevronDown aria-hidden="true" className="dropdown-menu__chevron" />
      </button>
      <ul ref={menu} id={`${id}-menu`} role="menu" aria-label={menuLabel} className="dropdown-menu__list" hidden={!open} onKeyDown={onMenuKey}>
        {entries.map((entry) => (
          <li key={entry.id} role="none">
            {'href' in entry ? (
              <Link role="menuitem" tabIndex={-1} className="dropdown-menu__item" to={entry.href} onClick={() => close(false)}>
                {entry.icon}
                {entry.label}
              </Link>
            ) : (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="dropdown-menu__item"
                onClick={() => {
                  close(true);
                  entry.onSelect();
                }}
              >
                {entry.icon}
                {entry.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
