import { describe, expect, it } from 'vitest';
import { STATUS_ID } from '../constants/codes';
import { runningMark } from './running-mark';

const UP = STATUS_ID.thumbsUp;
const DOWN = STATUS_ID.thumbsDown;
const pick = (marketName: string, outcomeName: string) => ({ marketName, outcomeName });

describe('running mark of a live selection', () => {
  it('follows the match result, a level score being X where the market has a draw', () => {
    expect(runningMark(pick('Maç Sonucu', '1'), [1, 0])).toBe(UP);
    expect(runningMark(pick('Maç Sonucu', '1'), [1, 1])).toBe(DOWN);
    expect(runningMark(pick('Maç Sonucu', 'X'), [0, 0])).toBe(UP);
    expect(runningMark(pick('Maç Sonucu', 'X'), [2, 1])).toBe(DOWN);
    expect(runningMark(pick('Maç Sonucu', '2'), [0, 3])).toBe(UP);
    expect(runningMark(pick('Maç Sonucu', '2'), [3, 0], 'clock')).toBe(DOWN);
  });

  it('gives a level score no mark where the match cannot end level (sets, maps, overtime)', () => {
    expect(runningMark(pick('Maç Sonucu', '1'), [1, 1], 'sets')).toBeNull();
    expect(runningMark(pick('Maç Sonucu', '1'), [2, 1], 'sets')).toBe(UP);
    expect(runningMark(pick('Maç Sonucu', '2'), [1, 0], 'maps')).toBe(DOWN);
    expect(runningMark(pick('Maç Sonucu (Uzatmalar Dahil)', '2'), [88, 88], 'quarters')).toBeNull();
    expect(runningMark(pick('Maç Sonucu (Uzatmalar Dahil)', '2'), [80, 88], 'quarters')).toBe(UP);
  });

  it('follows double chance', () => {
    expect(runningMark(pick('Çifte Şans', '1-X'), [0, 0])).toBe(UP);
    expect(runningMark(pick('Çifte Şans', '1-X'), [0, 1])).toBe(DOWN);
    expect(runningMark(pick('Çifte Şans', '1-2'), [1, 1])).toBe(DOWN);
    expect(runningMark(pick('Çifte Şans', '1-2'), [0, 1])).toBe(UP);
    expect(runningMark(pick('Çifte Şans', 'X-2'), [2, 2])).toBe(UP);
    expect(runningMark(pick('Çifte Şans', 'X-2'), [2, 1])).toBe(DOWN);
  });

  it('follows both teams score', () => {
    expect(runningMark(pick('Karşılıklı Gol', 'Var'), [1, 0])).toBe(DOWN);
    expect(runningMark(pick('Karşılıklı Gol', 'Var'), [1, 2])).toBe(UP);
    expect(runningMark(pick('Karşılıklı Gol', 'Yok'), [0, 0])).toBe(UP);
    expect(runningMark(pick('Karşılıklı Gol', 'Yok'), [3, 1])).toBe(DOWN);
  });

  it('follows full-time over/under lines of both namings', () => {
    expect(runningMark(pick('2,5 Alt/Üst', 'Alt'), [1, 1])).toBe(UP);
    expect(runningMark(pick('2,5 Alt/Üst', 'Üst'), [1, 1])).toBe(DOWN);
    expect(runningMark(pick('2,5 Alt/Üst', 'Üst'), [2, 1])).toBe(UP);
    expect(runningMark(pick('1,5 Alt/Üst', 'Alt'), [2, 0])).toBe(DOWN);
    expect(runningMark(pick('Alt/Üst (160,5)', 'Üst'), [80, 81])).toBe(UP);
    expect(runningMark(pick('Alt/Üst (160,5)', 'Alt'), [80, 80])).toBe(UP);
    expect(runningMark(pick('Alt/Üst (5,5)', 'Alt'), [3, 3])).toBe(DOWN);
  });

  it('has no mark without a score, or for markets the score alone does not decide', () => {
    expect(runningMark(pick('Maç Sonucu', '1'), null)).toBeNull();
    expect(runningMark(pick('Maç Sonucu', '1'), undefined)).toBeNull();
    expect(runningMark(pick('İlk Yarı Sonucu', '1'), [1, 0])).toBeNull();
    expect(runningMark(pick('İlk Yarı 0,5 Alt/Üst', 'Üst'), [1, 0])).toBeNull();
    expect(runningMark(pick('Toplam Set Alt/Üst (3,5)', 'Üst'), [2, 2], 'sets')).toBeNull();
    expect(runningMark(pick('Handikaplı Maç Sonucu (0:1,5)', '1'), [3, 0])).toBeNull();
    expect(runningMark(pick('Maç Skoru', '1-0'), [1, 0])).toBeNull();
    expect(runningMark(pick('Maç Sonucu', 'Galatasaray'), [1, 0])).toBeNull();
  });
});
