/**
 * The EmptyState illustrations: symbols of empty-state-art.svg, which the build inlines in index.html with the icon
 * sprite (scripts/icon-sprite.ts), coloured by the ui-art__* classes of empty-state.css.
 */
export type EmptyStateArt = 'coupon' | 'search' | 'list' | 'offline';

export function EmptyStateIllustration({ art }: { art: EmptyStateArt }) {
  return (
    <svg className="ui-art" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" focusable="false">
      <use href={`#art-${art}`} />
    </svg>
  );
}
