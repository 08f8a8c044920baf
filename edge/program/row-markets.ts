/**
 * Which markets of an event the sport and live programs carry (its main markets): the ones its feed marks main,
 * and every market a program row shows in its columns (shared/constants/market-columns.ts), so that a column
 * never lacks a market the event has (football's Çifte Şans is one the feed does not mark). Their changes reach
 * the Sport and Live rooms with the main markets'.
 */
import type { ProgramMarket } from '@shared/protocol/program';
import { columnMarketNos } from '@shared/constants/market-columns';

/** The feed's main markets first, then the column markets it left out, in market order. */
export const rowMarketIds = (sportId: number, markets: readonly ProgramMarket[], feedMain: readonly number[]): number[] => {
  const nos = columnMarketNos(sportId);
  const ids = [...feedMain];
  const held = new Set(ids);
  for (const m of markets) {
    if (nos.has(m.no) && !held.has(m.id)) {
      ids.push(m.id);
      held.add(m.id);
    }
  }
  return ids;
};
