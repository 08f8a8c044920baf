import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilteredInput } from './filtered-input';
import { NumberOnlyInput } from './number-only-input';
import { PhoneMaskInput } from './phone-mask-input';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile';

function Harness({ kind, maxLength, userAgent }: { kind: 'filtered' | 'number' | 'phone'; maxLength?: number; userAgent?: string }) {
  const [value, setValue] = useState('');
  if (kind === 'phone') return <PhoneMaskInput aria-label="Cep telefonu" value={value} onValueChange={setValue} />;
  if (kind === 'number') return <NumberOnlyInput id="tc" aria-label="T.C. Kimlik No" maxLength={maxLength} userAgent={userAgent} value={value} onValueChange={setValue} />;
  return <FilteredInput aria-label="Ad" maxLength={maxLength} userAgent={userAgent} value={value} onValueChange={setValue} />;
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const paste = (el: HTMLInputElement, text: string) => fireEvent.paste(el, { clipboardData: { getData: () => text } });

describe('FilteredInput', () => {
  it('blocks < = > keys, strips them from typed and pasted text', () => {
    render(<Harness kind="filtered" />);
    const el = input('Ad');
    for (const key of ['<', '=', '>']) expect(fireEvent.keyDown(el, { key }), key).toBe(false);
    expect(fireEvent.keyDown(el, { key: 'a' })).toBe(true);
    fireEvent.change(el, { target: { value: 'Ali<script>' } });
    expect(el.value).toBe('Aliscript');
    el.setSelectionRange(el.value.length, el.value.length);
    paste(el, ' a=b>');
    expect(el.value).toBe('Aliscript ab');
  });

  it('cuts to maxlength on Android', () => {
    render(<Harness kind="filtered" maxLength={5} userAgent={ANDROID} />);
    const el = input('Ad');
    fireEvent.change(el, { target: { value: 'Mehmetcan' } });
    expect(el.value).toBe('Mehme');
  });
});

describe('NumberOnlyInput', () => {
  it('lets digits, backspace and the shortcuts through and keeps only digits from a paste', () => {
    render(<Harness kind="number" maxLength={11} />);
    const el = input('T.C. Kimlik No');
    expect(el.id).toBe('tc');
    expect(fireEvent.keyDown(el, { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(el, { key: 'Backspace' })).toBe(true);
    expect(fireEvent.keyDown(el, { key: 'v', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(el, { key: 'e' })).toBe(false);
    paste(el, '123 456-789 0123');
    expect(el.value).toBe('12345678901');
    fireEvent.change(el, { target: { value: '12a3' } });
    expect(el.value).toBe('123');
  });

  it('refuses to render without an id', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<NumberOnlyInput id="" value="" onValueChange={() => {}} />)).toThrow('id');
    } finally {
      console.error = quiet;
    }
  });
});

describe('PhoneMaskInput', () => {
  it('draws digits into the mask, drops a typed leading 0 and removes the last digit on backspace', () => {
    render(<Harness kind="phone" />);
    const el = screen.getByRole('textbox', { name: 'Cep telefonu' }) as HTMLInputElement;
    expect(el.placeholder).toBe('0(___) ___ __ __');
    fireEvent.change(el, { target: { value: '0' } });
    expect(el.value).toBe('');
    fireEvent.change(el, { target: { value: '5' } });
    expect(el.value).toBe('0(5__) ___ __ __');
    fireEvent.change(el, { target: { value: '0(5__) ___ __ __32' } });
    expect(el.value).toBe('0(532) ___ __ __');
    fireEvent.change(el, { target: { value: '0(532) 1234567' } });
    expect(el.value).toBe('0(532) 123 45 67');
    fireEvent.change(el, { target: { value: '0(532) 123 45 678' } });
    expect(el.value).toBe('0(532) 123 45 67');
    el.setSelectionRange(el.value.length, el.value.length);
    fireEvent.keyDown(el, { key: 'Backspace' });
    expect(el.value).toBe('0(532) 123 45 6_');
  });
});
