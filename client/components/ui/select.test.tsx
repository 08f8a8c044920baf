/**
 * Select proves it is the native select (role combobox, the phone's own picker) in the site's look rather than the
 * browser's: the select carries the control classes whose stylesheet rule drops the native arrow, and a chevron
 * hidden from screen readers sits beside it in a wrapper that takes the caller's class. It is named by its
 * aria-label alone or by a Field's label, lists `options` (disabled ones too) or <option> children, and hands a
 * change to onChange. Inside a Field an error sets aria-invalid and ties the error text (then the help) with
 * aria-describedby, required sets aria-required, and choosing a value that clears the error clears both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import { Field } from './field';
import { Select } from './select';

const describedBy = (el: HTMLElement): string[] =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? `missing ${id}`);

const LEAGUES = [
  { value: '', label: PROGRAM_TEXTS.allLeaguesLabel(5) },
  { value: 'Süper Lig', label: 'Süper Lig (3)' },
  { value: 'Premier Lig', label: 'Premier Lig (2)' },
  { value: 'La Liga', label: 'La Liga (0)', disabled: true },
];

/** The profession page's form: an error until a profession is chosen. */
function ProfessionForm({ onChoose }: { onChoose: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Field label={ACCOUNT_MESSAGES.professionLabel} help="Yasal zorunluluk." error={value ? undefined : MESSAGES.selectProfession} required>
      <Select
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          onChoose(e.target.value);
        }}
      >
        <option value="">{ACCOUNT_MESSAGES.professionPlaceholder}</option>
        <option value="7">Öğretmen</option>
        <option value="9">Mühendis</option>
      </Select>
    </Field>
  );
}

describe('Select', () => {
  it('is a native select in the site look: its own hidden chevron, no browser arrow, the caller class on the wrapper', () => {
    render(<Select aria-label={PROGRAM_TEXTS.league} options={LEAGUES} className="program-filters__league" defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Lig' });
    expect(select.tagName).toBe('SELECT');
    expect(select.classList.contains('ui-control')).toBe(true);
    expect(select.classList.contains('ui-select')).toBe(true);
    expect(select.classList.contains('program-filters__league')).toBe(false);
    const wrap = select.parentElement as HTMLElement;
    expect(wrap.classList.contains('ui-select-wrap')).toBe(true);
    expect(wrap.classList.contains('program-filters__league')).toBe(true);
    const chevron = wrap.querySelector('.ui-select-wrap__chevron') as HTMLElement;
    expect(chevron.getAttribute('aria-hidden')).toBe('true');
    expect(chevron.querySelector('svg')).not.toBeNull();
    expect(select.contains(chevron)).toBe(false);
    // The rule that makes it not the browser's control: no native arrow on .ui-select.
    const css = readFileSync(join(import.meta.dirname, 'control.css'), 'utf8');
    expect(css).toMatch(/\.ui-select\s*\{[^}]*appearance:\s*none/);
  });

  it('lists its options, disabled ones included, and hands a change to onChange', () => {
    const onChange = vi.fn((e: { target: { value: string } }) => e.target.value);
    render(<Select aria-label={PROGRAM_TEXTS.league} options={LEAGUES} defaultValue="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Lig' }) as HTMLSelectElement;
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent, o.disabled])).toEqual([
      ['', 'Tüm Ligler (5)', false],
      ['Süper Lig', 'Süper Lig (3)', false],
      ['Premier Lig', 'Premier Lig (2)', false],
      ['La Liga', 'La Liga (0)', true],
    ]);
    expect((screen.getByRole('option', { name: 'Tüm Ligler (5)' }) as HTMLOptionElement).selected).toBe(true);
    fireEvent.change(select, { target: { value: 'Premier Lig' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveReturnedWith('Premier Lig');
    expect(select.value).toBe('Premier Lig');
  });

  it("inside a Field is named by its label and, while in error, invalid and described by the error, then the help", () => {
    const onChoose = vi.fn();
    render(<ProfessionForm onChoose={onChoose} />);
    const select = screen.getByRole('combobox', { name: /^Meslek/ });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(describedBy(select)).toEqual(['Uyarı: Lütfen meslek seçiniz.', 'Yasal zorunluluk.']);
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Meslek seçiniz', 'Öğretmen', 'Mühendis']);

    fireEvent.change(select, { target: { value: '7' } });
    expect(onChoose).toHaveBeenCalledWith('7');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(select)).toEqual(['Yasal zorunluluk.']);
    expect(screen.queryByText(MESSAGES.selectProfession)).toBeNull();
  });

  it('outside a Field takes `invalid` and its own aria-describedby; inside one adds its own to the field ids', () => {
    render(
      <>
        <p id="own-hint">Sadece açık ligler.</p>
        <Select aria-label={PROGRAM_TEXTS.league} invalid aria-describedby="own-hint" options={LEAGUES} />
        <Field label="Doğum Yılı" error="Lütfen doğum yılınızı seçiniz.">
          <Select aria-describedby="own-hint" options={[{ value: '1990', label: '1990' }]} />
        </Field>
      </>,
    );
    const alone = screen.getByRole('combobox', { name: 'Lig' });
    expect(alone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(alone)).toEqual(['Sadece açık ligler.']);
    const inField = screen.getByRole('combobox', { name: 'Doğum Yılı' });
    expect(describedBy(inField)).toEqual(['Lütfen doğum yılınızı seçiniz.', 'Sadece açık ligler.']);
  });

  it('is neither invalid nor required when nothing says so', () => {
    render(
      <Field label="Sırala">
        <Select options={[{ value: 'saat', label: 'Saate göre' }]} />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Sırala' });
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-required')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
  });
});
