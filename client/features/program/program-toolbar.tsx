/**
 * The controls above a program list: date tabs (Tümü, Bugün, Yarın, then weekdays up to seven days ahead), the
 * league filter with counts, the search field ('Maç ara': team names and event codes) and, on a phone, the market
 * switcher that picks the column group the rows show. Each reports a value; the page keeps them in the URL.
 */
import { Search } from 'lucide-react';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import type { ColumnGroupKey } from '@shared/constants/market-columns';
import type { ProgramDay } from '@shared/format/program-day';
import { Tabs } from '../../components/ui/tabs';
import { Select } from '../../components/ui/select';
import { TextInput } from '../../components/ui/text-input';
import { Chip, ChipGroup } from '../../components/ui/chip';
import { ALL_DAYS, MAX_QUERY_LENGTH } from './program-filters';
import type { LeagueOption } from './program-view';
import '../../styles/program-toolbar.css';

export interface DateTabsProps {
  days: readonly ProgramDay[];
  value: string;
  onChange: (day: string) => void;
  /** Id of the list the tabs filter. */
  controls: string;
}

export function DateTabs({ days, value, onChange, controls }: DateTabsProps) {
  const items = [{ value: ALL_DAYS, label: PROGRAM_TEXTS.allDays }, ...days.map((d) => ({ value: d.key, label: d.label }))];
  return <Tabs className="program-tabs" label={PROGRAM_TEXTS.dayTabs} items={items} value={value} onChange={onChange} controls={controls} />;
}

export interface ProgramFiltersBarProps {
  leagues: readonly LeagueOption[];
  league: string;
  onLeague: (league: string) => void;
  query: string;
  onQuery: (query: string) => void;
  controls: string;
}

export function ProgramFiltersBar({ leagues, league, onLeague, query, onQuery, controls }: ProgramFiltersBarProps) {
  const total = leagues.reduce((n, l) => n + l.count, 0);
  const options = [
    { value: '', label: PROGRAM_TEXTS.allLeaguesLabel(total) },
    ...leagues.map((l) => ({ value: l.name, label: `${l.name} (${l.count})` })),
  ];
  return (
    <div className="program-filters">
      <Select
        className="program-filters__league"
        aria-label={PROGRAM_TEXTS.league}
        aria-controls={controls}
        options={options}
        value={league}
        onChange={(e) => onLeague(e.target.value)}
      />
      <TextInput
        className="program-filters__search"
        type="search"
        aria-label={PROGRAM_TEXTS.search}
        aria-controls={controls}
        placeholder={PROGRAM_TEXTS.searchPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        start={<Search size={16} />}
      />
    </div>
  );
}

export interface MarketSwitcherProps {
  groups: readonly { key: ColumnGroupKey; title: string }[];
  value: ColumnGroupKey;
  onChange: (key: ColumnGroupKey) => void;
}

/** The phone's one-of-many switcher of column groups (chips, exactly one pressed; they wrap, every title whole). */
export function MarketSwitcher({ groups, value, onChange }: MarketSwitcherProps) {
  const pressed = groups.some((g) => g.key === value) ? value : groups[0]?.key;
  return (
    <ChipGroup className="market-switcher" label={PROGRAM_TEXTS.marketSwitcher} wrap>
      {groups.map((g) => (
        <Chip key={g.key} pressed={g.key === pressed} onClick={() => onChange(g.key)}>
          {g.title}
        </Chip>
      ))}
    </ChipGroup>
  );
}
