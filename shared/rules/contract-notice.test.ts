import { describe, expect, it } from 'vitest';
import { parseDismissedContract, showsContractNotice } from './contract-notice';

describe('showsContractNotice (spec section 4)', () => {
  it('shows while the signed id is below the current one and above the dismissed one', () => {
    expect(showsContractNotice(1, 3, 0)).toBe(true);
    expect(showsContractNotice(3, 5, 1)).toBe(true);
  });
  it('hides when the current one is signed, or the signed id is not above the dismissed one', () => {
    expect(showsContractNotice(3, 3, 0)).toBe(false);
    expect(showsContractNotice(4, 3, 0)).toBe(false);
    expect(showsContractNotice(1, 3, 1)).toBe(false);
    expect(showsContractNotice(1, 3, 2)).toBe(false);
    // never signed: the contract page (code 1600), not the bar
    expect(showsContractNotice(0, 3, 0)).toBe(false);
  });
  it('reads the dismissed cookie, treating garbage as nothing dismissed', () => {
    expect(parseDismissedContract('2')).toBe(2);
    for (const raw of [undefined, '', 'x', '-1', '1.5', '9999999999']) expect(parseDismissedContract(raw)).toBe(0);
  });
});
