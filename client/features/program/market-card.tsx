/**
 * One market of an event: its name, MBS and every outcome's odds button. A card of its own on the bet detail page
 * (a level-2 heading); inside a rate group of the white popup (markets-popup.tsx) a level-4 heading and that
 * popup's own class and ids.
 */
import { memo } from 'react';
import { MbsBadge } from '../../components/mbs-badge';
import { useAppSelector } from '../../app/hooks';
import { selectMarketById } from './program.selectors';
import { OddsCell } from './odds-cell';

const MAX_COLUMNS = 3;

export interface MarketCardProps {
  marketId: number;
  eventCode: number;
  closed: boolean;
  /** The heading's level: 2 on the bet detail page, 4 under a rate group's heading. */
  level?: 2 | 4;
  className?: string;
  /** Prefix of the heading's id (unique on the page). */
  idPrefix?: string;
}

export const MarketCard = memo(function MarketCard({ marketId, eventCode, closed, level = 2, className = 'card market', idPrefix = 'market' }: MarketCardProps) {
  const market = useAppSelector((s) => selectMarketById(s, marketId));
  if (!market) return null;
  const columns = Math.min(market.outcomeIds.length, MAX_COLUMNS) || 1;
  const titleId = `${idPrefix}-${market.id}`;
  const Heading = level === 2 ? 'h2' : 'h4';
  return (
    <section className={className} aria-labelledby={titleId}>
      <header className="market__head">
        <Heading id={titleId} className="market__title">
          {market.name}
        </Heading>
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
