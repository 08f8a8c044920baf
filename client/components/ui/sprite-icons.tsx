/**
 * The shell's icons as components with lucide-react's names and props (size, strokeWidth, className, aria-*), drawn
 * from the sprite index.html carries (sprite-icon-names.ts, scripts/icon-sprite.ts): no icon code in the entry
 * bundle. Like lucide's, they are hidden from assistive technology unless given a label or a role.
 */
import type { SVGProps } from 'react';
import { spriteSymbolId, type SpriteIconName } from './sprite-icon-names';

export interface SpriteIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  strokeWidth?: number | string;
}

const spriteIcon = (name: SpriteIconName) => {
  function SpriteIcon({ size = 24, strokeWidth = 2, className, ...rest }: SpriteIconProps) {
    const labelled = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined || rest.role !== undefined;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={labelled ? undefined : true}
        {...rest}
      >
        <use href={`#${spriteSymbolId(name)}`} />
      </svg>
    );
  }
  return SpriteIcon;
};

export const ArrowDown = spriteIcon('arrow-down');
export const ArrowUp = spriteIcon('arrow-up');
export const CalendarRange = spriteIcon('calendar-range');
export const Check = spriteIcon('check');
export const ChevronLeft = spriteIcon('chevron-left');
export const ChevronRight = spriteIcon('chevron-right');
export const ChevronUp = spriteIcon('chevron-up');
export const CircleAlert = spriteIcon('circle-alert');
export const CircleCheck = spriteIcon('circle-check');
export const CircleHelp = spriteIcon('circle-help');
export const ExternalLink = spriteIcon('external-link');
export const FolderOpen = spriteIcon('folder-open');
export const Info = spriteIcon('info');
export const LayoutList = spriteIcon('layout-list');
export const Lock = spriteIcon('lock');
export const Mail = spriteIcon('mail');
export const Menu = spriteIcon('menu');
export const Minus = spriteIcon('minus');
export const MonitorSmartphone = spriteIcon('monitor-smartphone');
export const Phone = spriteIcon('phone');
export const Plus = spriteIcon('plus');
export const Radio = spriteIcon('radio');
export const RefreshCw = spriteIcon('refresh-cw');
export const RotateCw = spriteIcon('rotate-cw');
export const Save = spriteIcon('save');
export const Share2 = spriteIcon('share-2');
export const Ticket = spriteIcon('ticket');
export const Trash2 = spriteIcon('trash-2');
export const TriangleAlert = spriteIcon('triangle-alert');
export const X = spriteIcon('x');
