import { describe, expect, it } from 'vitest';
import type { SportMenuItem } from '../protocol/program';
import { offeredOutrightTypes, specialKindOf, specialSelectionValid } from './special-selections';

const item = (sportId: number, outrightCount: number): SportMenuItem => ({ sportId, name: '', slug: '', count: 1, liveCount: 0, outrightCount });

describe('outright and duel selections', () => {
  const program = (codes: number[], menu: SportMenuItem[]) => ({ hasEvent: (c: number) => codes.includes(c), outrightTypes: offeredOutrightTypes(menu) });

  it('tells outrights (negative ids) and duels or billiard events from ordinary events', () => {
    expect(specialKindOf(-1)).toBe('outright');
    expect(specialKindOf(98)).toBe('duel');
    expect(specialKindOf(1)).toBeNull();
  });

  it('offers the outright types of the menu sports with outright events', () => {
    expect([...offeredOutrightTypes([item(1, 3), item(2, 0), item(5, 1)])].sort((x, y) => x - y)).toEqual([-5, -1]);
  });

  it('keeps an outright only while in the loaded program and its type is offered', () => {
    expect(specialSelectionValid({ eventCode: 7, sportId: -1 }, program([7], [item(1, 2)]))).toBe(true);
    expect(specialSelectionValid({ eventCode: 7, sportId: -1 }, program([], [item(1, 2)]))).toBe(false);
    expect(specialSelectionValid({ eventCode: 7, sportId: -1 }, program([7], [item(1, 0)]))).toBe(false);
  });

  it('keeps a duel only while in the loaded program, and never judges an ordinary event', () => {
    expect(specialSelectionValid({ eventCode: 8, sportId: 98 }, program([8], []))).toBe(true);
    expect(specialSelectionValid({ eventCode: 8, sportId: 98 }, program([], []))).toBe(false);
    expect(specialSelectionValid({ eventCode: 9, sportId: 1 }, program([], []))).toBe(true);
  });
});
