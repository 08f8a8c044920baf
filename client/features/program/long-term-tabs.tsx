/**
 * Long-term tabs: the spec's tab order, then the other outright ids. The select box mirrors the tabs for small
 * screens; HiddenDropdown=true hides it (and the page's other select boxes).
 */
import { NavLink, useNavigate } from 'react-router';
import { longTermPath } from '@shared/constants/routes';
import { canonicalSlug, sportById } from '@shared/constants/sports';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { useAppSelector } from '../../app/hooks';
import { selectLongTermTabs } from '../menu/menu.selectors';

export interface LongTermTabsProps {
  currentOutrightId: number | undefined;
  hideDropdowns: boolean;
  /** Query kept on tab links (HiddenDropdown). */
  search: string;
}

const tabOf = (id: number) => {
  const sport = sportById(id);
  return sport ? { id, name: sport.name, href: longTermPath(canonicalSlug(sport)) } : null;
};

export function LongTermTabs({ currentOutrightId, hideDropdowns, search }: LongTermTabsProps) {
  const ids = useAppSelector((s) => selectLongTermTabs(s, currentOutrightId));
  const navigate = useNavigate();
  const tabs = ids.flatMap((id) => tabOf(id) ?? []);
  return (
    <div className="long-term-tabs">
      <nav aria-label="Uzun vadeli spor dalları">
        <ul className="tab-strip">
          {tabs.map((t) => (
            <li key={t.id}>
              <NavLink className="tab-strip__tab" to={`${t.href}${search}`} aria-current={t.id === currentOutrightId ? 'page' : undefined}>
                {t.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {!hideDropdowns && (
        <Field className="long-term-tabs__select" label="Spor dalı">
          <Select
            value={currentOutrightId ?? ''}
            onChange={(e) => {
              const tab = tabOf(Number(e.target.value));
              if (tab) navigate(`${tab.href}${search}`);
            }}
            options={[
              ...(currentOutrightId === undefined ? [{ value: '', label: 'Seçiniz' }] : []),
              ...tabs.map((t) => ({ value: String(t.id), label: t.name })),
            ]}
          />
        </Field>
      )}
    </div>
  );
}
