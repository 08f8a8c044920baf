import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Field } from './field';
import { Select } from './select';
import { TextInput } from './text-input';
import { Checkbox } from './checkbox';
import { Radio, RadioGroup } from './radio';

const describedBy = (el: HTMLElement): string[] =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? `missing ${id}`);

describe('Field', () => {
  it('labels its control and ties help and error to it, error first, with aria-invalid', () => {
    render(
      <Field label="Kullanıcı Adı" help="3-20 karakter; harf, rakam, nokta ve alt çizgi." error="Bu kullanıcı adı alınmış." required>
        <TextInput name="username" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Kullanıcı Adı/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(describedBy(input)).toEqual(['Bu kullanıcı adı alınmış.', '3-20 karakter; harf, rakam, nokta ve alt çizgi.']);
  });

  it('without an error is valid and described by its help only', () => {
    render(
      <Field label="E-posta" help="Kupon bildirimleri için.">
        <TextInput type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'E-posta' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(input)).toEqual(['Kupon bildirimleri için.']);
  });

  it('hands the same wiring to a select and to any control through its render function', () => {
    render(
      <>
        <Field label="Meslek" error="Lütfen mesleğinizi seçiniz.">
          <Select options={[{ value: '', label: 'Seçiniz' }, { value: 'ogretmen', label: 'Öğretmen' }]} />
        </Field>
        <Field label="Açıklama" error="En fazla 200 karakter.">
          {(control) => <textarea {...control} />}
        </Field>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Meslek' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toEqual(['Lütfen mesleğinizi seçiniz.']);
    const area = screen.getByRole('textbox', { name: 'Açıklama' });
    expect(describedBy(area)).toEqual(['En fazla 200 karakter.']);
  });

  it('wires a checkbox and a radio group the same way', () => {
    render(
      <>
        <Checkbox label="Sözleşmeyi okudum, kabul ediyorum." error="Devam etmek için onaylayınız." />
        <RadioGroup legend="Paylaşım" value="public" onChange={() => {}} error="Bir seçim yapınız.">
          <Radio value="public" label="Herkese açık" />
          <Radio value="followers" label="Yalnızca takipçiler" />
        </RadioGroup>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Sözleşmeyi okudum, kabul ediyorum.' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toEqual(['Devam etmek için onaylayınız.']);
    const group = screen.getByRole('group', { name: 'Paylaşım' });
    expect(describedBy(group)).toEqual(['Bir seçim yapınız.']);
    expect((screen.getByRole('radio', { name: 'Herkese açık' }) as HTMLInputElement).checked).toBe(true);
  });
});
