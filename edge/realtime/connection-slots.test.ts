import { describe, expect, it } from 'vitest';
import { createConnectionSlots } from './connection-slots';

describe('connection slots', () => {
  it('caps each address and the total, and gives slots back', () => {
    const slots = createConnectionSlots({ total: 5, perAddress: 2 });
    expect([slots.take('a'), slots.take('a'), slots.take('a')]).toEqual([null, null, 'address']);
    expect([slots.take('b'), slots.take('b'), slots.take('c')]).toEqual([null, null, null]);
    expect(slots.take('d')).toBe('total');
    slots.release('a');
    expect(slots.take('d')).toBe(null);
    expect(slots.take('a')).toBe('total');
    for (const k of ['a', 'b', 'b', 'c', 'd']) slots.release(k);
    // Releasing more than was taken must not free slots that were never counted.
    slots.release('a');
    slots.release('zzz');
    expect(slots.stats()).toEqual({ total: 0, addresses: 0 });
  });
});
