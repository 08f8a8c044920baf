/** One market of an event detail: its name, MBS and every outcome's odds button. */
import { memo } from 'react';
import { MbsBadge } from '../../components/mbs-badge';
import { useAppSelector } from '../../app/hooks';
import { selectMarketById } from './program.selectors';
import { OddsCell } from './odds-cell';

const MAX_COLUMNS = 3;

export const MarketCard = memo(function MarketCard({ marketId, eventCode, closed }: { marketId: number; eventCode: number; closed: boolean }) {
  const market = useAppSelector((s) => selectMarketById(s, marketId));
  if (!market) return null;
  const columns = Math.min(market.outcomeIds.length, MAX_COLUMNS) || 1;
  const titleId = `market-${market.id}`;
  return (
    <section className="card market" aria-labelledby={titleId}>
      <header className="market__head">
        <h2 id={titleId} className="market__title">
          {market.name}
        </h2>
        <MbsBadge mbs={market.mbs} />
      </header>
      <div className="market__outcomes" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {market.outcomeIds.map((id) => (
          <OddsCell key={id} outcomeId={id} marketId={market.id} eventCode={eventCode} closed={closed} />
        ))}
      </div>
    </section>
  );
});
