/**
 * Tabs (WAI-ARIA tabs pattern): a role=tablist of role=tab buttons with a roving tabindex. Arrow keys move between
 * tabs (wrapping, skipping disabled ones), Home and End jump to the ends; with activation 'auto' (default) moving
 * selects, with 'manual' Enter or Space does. Panels: render one TabPanel per tab with the same idBase, or pass
 * `controls` (the id of the one region the tabs filter). Page navigation is not tabs: use links with aria-current.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import { useScrollEdges } from './use-scroll-edges';
import './tabs.css';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  /** A count or marker after the label (e.g. a Badge). */
  badge?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string> {
  /** Accessible name of the tab list ('Kupon durumları'). */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Shared with the TabPanels; defaults to a generated id (then use `controls`). */
  idBase?: string;
  /** Id of the single region all tabs control, when there is no panel per tab. */
  controls?: string;
  activation?: 'auto' | 'manual';
  variant?: 'underline' | 'pill';
  /** Tabs share the width equally. */
  fullWidth?: boolean;
  className?: string;
}

const safe = (value: string): string => value.replace(/[^\w-]/g, '_');
export const tabId = (idBase: string, value: string): string => `${idBase}-tab-${safe(value)}`;
export const tabPanelId = (idBase: string, value: string): string => `${idBase}-panel-${safe(value)}`;

export function Tabs<V extends string>(props: TabsProps<V>) {
  const { label, items, value, onChange, controls, activation = 'auto', variant = 'underline', fullWidth, className } = props;
  const generated = useId();
  const idBase = props.idBase ?? generated;
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  useScrollEdges(list, items);

  const move = (from: number, step: 1 | -1 | 'first' | 'last') => {
    const enabled = items.filter((t) => !t.disabled);
    if (enabled.length === 0) return;
    let next: TabItem<V> | undefined;
    if (step === 'first') next = enabled[0];
    else if (step === 'last') next = enabled.at(-1);
    else {
      for (let i = 1; i <= items.length && !next; i += 1) {
        const candidate = items[(from + step * i + items.length * i) % items.length];
        if (candidate && !candidate.disabled) next = candidate;
      }
    }
    if (!next) return;
    refs.current.get(next.value)?.focus();
    if (activation === 'auto' && next.value !== value) onChange(next.value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const steps: Record<string, 1 | -1 | 'first' | 'last'> = { ArrowRight: 1, ArrowLeft: -1, Home: 'first', End: 'last' };
    const step = steps[e.key];
    if (step === undefined) return;
    e.preventDefault();
    move(index, step);
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className={cx('ui-tabs', `ui-tabs--${variant}`, fullWidth && 'ui-tabs--full', className)}>
      {items.map((t, i) => {
        const selected = t.value === value;
        return (
          <button
            key={t.value}
            ref={(el) => {
              if (el) refs.current.set(t.value, el);
              else refs.current.delete(t.value);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, t.value)}
            aria-selected={selected}
            aria-controls={controls ?? (props.idBase ? tabPanelId(idBase, t.value) : undefined)}
            tabIndex={selected ? 0 : -1}
            disabled={t.disabled}
            className="ui-tabs__tab"
            onClick={() => onChange(t.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            <span className="ui-tabs__label">{t.label}</span>
            {t.badge}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  idBase: string;
  value: string;
  /** Whether this panel's tab is the selected one; unselected panels are hidden. */
  selected: boolean;
  children: ReactNode;
  className?: string;
}

export function TabPanel({ idBase, value, selected, children, className }: TabPanelProps) {
  return (
    <div role="tabpanel" id={tabPanelId(idBase, value)} aria-labelledby={tabId(idBase, value)} hidden={!selected} tabIndex={0} className={cx('ui-tab-panel', className)}>
      {selected ? children : null}
    </div>
  );
}
