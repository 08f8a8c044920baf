import { afterEach, describe, expect, it } from 'vitest';
import { istanbulOffsetSpan, formatOffsetSpan, istanbulHhmm, setIstanbulOffsetSpan } from '@shared/time/istanbul';
import { takeOffsetSpan } from './offset-span';

afterEach(() => {
  document.head.innerHTML = '';
  setIstanbulOffsetSpan(null);
});

const meta = (content: string) => {
  const m = document.createElement('meta');
  m.name = 'istanbul-offset';
  m.content = content;
  document.head.append(m);
};

describe("the shell's offset span", () => {
  it('is taken from the meta element and used for times', () => {
    const now = Date.UTC(2026, 10, 28, 21, 30);
    // A span that (falsely) says +4 shows that the page writes from it.
    meta(formatOffsetSpan({ ...istanbulOffsetSpan(now), offsetMinutes: 240 }));
    expect(takeOffsetSpan()).toBe(true);
    expect(istanbulHhmm(now)).toBe('01:30');
  });

  it('is ignored when missing or malformed: Intl answers', () => {
    meta('180 abc');
    expect(takeOffsetSpan()).toBe(false);
    expect(istanbulHhmm(Date.UTC(2026, 10, 28, 21, 30))).toBe('00:30');
  });
});
