/**
 * The top sport menu (tablet and desktop layouts): a horizontally scrolling bar of sports with icons and counts.
 * Scroll arrows show at an end only while the bar can scroll that way; each scrolls by most of the visible width.
 * The bar fades out under an arrow (menu.css), so nothing of the next sport shows past it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from '../../components/ui/sprite-icons';
import { OFF_CANVAS_TEXTS, SPORT_BAR_TEXTS } from '@shared/constants/site-chrome-texts';
import { IconButton } from '../../components/ui/icon-button';
import { useAppSelector } from '../../app/hooks';
import { selectMenuItems } from './menu.selectors';
import { MenuLinks } from './menu-links';

/** Share of the visible width one arrow press scrolls. */
const SCROLL_SHARE = 0.8;
/** Sub-pixel slack at the ends (zoom, fractional widths). */
const EDGE_PX = 2;

export function SportMenu() {
  const scroller = useRef<HTMLDivElement>(null);
  const items = useAppSelector(selectMenuItems);
  const [can, setCan] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const left = el.scrollLeft > EDGE_PX;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - EDGE_PX;
    setCan((c) => (c.left === left && c.right === right ? c : { left, right }));
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);
  // New menu items change the bar's width.
  useEffect(measure, [items, measure]);

  const scrollBy = (direction: -1 | 1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * SCROLL_SHARE, behavior: 'smooth' });
  };

  return (
    <nav className="sport-menu" aria-label={OFF_CANVAS_TEXTS.sportMenu}>
      <div className="sport-menu__inner">
        {can.left ? (
          <IconButton
            className="sport-menu__arrow sport-menu__arrow--left"
            variant="on-dark"
            size="sm"
            label={SPORT_BAR_TEXTS.scrollLeft}
            icon={<ChevronLeft aria-hidden="true" />}
            onClick={() => scrollBy(-1)}
          />
        ) : null}
        <div ref={scroller} className="sport-menu__scroller" data-more-start={can.left || undefined} data-more-end={can.right || undefined}>
          <MenuLinks variant="bar" />
        </div>
        {can.right ? (
          <IconButton
            className="sport-menu__arrow sport-menu__arrow--right"
            variant="on-dark"
            size="sm"
            label={SPORT_BAR_TEXTS.scrollRight}
            icon={<ChevronRight aria-hidden="true" />}
            onClick={() => scrollBy(1)}
          />
        ) : null}
      </div>
    </nav>
  );
}
