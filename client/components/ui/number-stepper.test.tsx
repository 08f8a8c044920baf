import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Field } from './field';
import { NumberStepper } from './number-stepper';

function Misli({ initial = 1 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field label="Misli" help="1 ile 2000 arasında">
        <NumberStepper value={value} onChange={setValue} min={1} max={2000} decrementLabel="Misli azalt" incrementLabel="Misli artır" />
      </Field>
      <output>{value}</output>
    </>
  );
}

const box = () => screen.getByRole('spinbutton', { name: 'Misli' }) as HTMLInputElement;
const shown = () => screen.getByRole('status').textContent;

describe('NumberStepper', () => {
  it('is a numeric text box (no native spinner) labelled by its field, with its bounds', () => {
    render(<Misli />);
    expect(box().type).toBe('text');
    expect(box().inputMode).toBe('numeric');
    expect(box().getAttribute('aria-valuemin')).toBe('1');
    expect(box().getAttribute('aria-valuemax')).toBe('2000');
    expect(box().getAttribute('aria-valuenow')).toBe('1');
  });

  it('steps with − and + and stops at the bounds (the button stays focusable)', () => {
    render(<Misli initial={1999} />);
    const up = screen.getByRole('button', { name: 'Misli artır' });
    const down = screen.getByRole('button', { name: 'Misli azalt' });
    fireEvent.click(up);
    expect(shown()).toBe('2000');
    expect(up.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(up);
    expect(shown()).toBe('2000');
    fireEvent.click(down);
    expect(shown()).toBe('1999');
    expect(up.getAttribute('aria-disabled')).toBeNull();
  });

  it('steps with the arrow keys and jumps with Home and End', () => {
    render(<Misli initial={5} />);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(shown()).toBe('6');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(shown()).toBe('4');
    fireEvent.keyDown(box(), { key: 'End' });
    expect(shown()).toBe('2000');
    fireEvent.keyDown(box(), { key: 'Home' });
    expect(shown()).toBe('1');
    expect(screen.getByRole('button', { name: 'Misli azalt' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('takes typed digits only, holds an empty or out-of-range entry and settles it on blur', () => {
    render(<Misli initial={10} />);
    fireEvent.change(box(), { target: { value: '2a5' } });
    expect(box().value).toBe('25');
    expect(shown()).toBe('25');
    fireEvent.change(box(), { target: { value: '' } });
    expect(box().value).toBe('');
    expect(shown()).toBe('25');
    fireEvent.blur(box());
    expect(box().value).toBe('25');
    fireEvent.change(box(), { target: { value: '5000' } });
    expect(box().value).toBe('5000');
    expect(shown()).toBe('25');
    fireEvent.blur(box());
    expect(shown()).toBe('2000');
    expect(box().value).toBe('2000');
    fireEvent.change(box(), { target: { value: '0' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(shown()).toBe('1');
  });
});
