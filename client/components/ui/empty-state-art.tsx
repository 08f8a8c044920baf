/** The EmptyState illustrations: flat drawings on a 120×96 grid, coloured by classes from the tokens. */

export type EmptyStateArt = 'coupon' | 'search' | 'list' | 'offline';

function Coupon() {
  return (
    <>
      <ellipse className="ui-art__shadow" cx="60" cy="88" rx="34" ry="4" />
      <path className="ui-art__paper" d="M34 10h52v68l-6.5-5-6.5 5-6.5-5-6.5 5-6.5-5-6.5 5-6.5-5-6.5 5z" />
      <rect className="ui-art__line" x="42" y="22" width="36" height="5" rx="2.5" />
      <rect className="ui-art__line-soft" x="42" y="34" width="28" height="4" rx="2" />
      <rect className="ui-art__line-soft" x="42" y="44" width="32" height="4" rx="2" />
      <rect className="ui-art__line-soft" x="42" y="54" width="22" height="4" rx="2" />
      <circle className="ui-art__accent" cx="86" cy="62" r="13" />
      <path className="ui-art__accent-mark" d="M86 56v12M80 62h12" />
    </>
  );
}

function Search() {
  return (
    <>
      <ellipse className="ui-art__shadow" cx="60" cy="88" rx="34" ry="4" />
      <rect className="ui-art__paper" x="22" y="16" width="58" height="62" rx="6" />
      <rect className="ui-art__line" x="30" y="26" width="34" height="5" rx="2.5" />
      <rect className="ui-art__line-soft" x="30" y="38" width="40" height="4" rx="2" />
      <rect className="ui-art__line-soft" x="30" y="48" width="26" height="4" rx="2" />
      <circle className="ui-art__lens" cx="78" cy="54" r="15" />
      <path className="ui-art__handle" d="M89 65l12 12" />
    </>
  );
}

function List() {
  return (
    <>
      <ellipse className="ui-art__shadow" cx="60" cy="88" rx="34" ry="4" />
      <rect className="ui-art__paper" x="24" y="14" width="72" height="20" rx="5" />
      <rect className="ui-art__paper" x="24" y="40" width="72" height="20" rx="5" />
      <rect className="ui-art__paper ui-art__paper--faded" x="24" y="66" width="72" height="14" rx="5" />
      <circle className="ui-art__accent" cx="35" cy="24" r="5" />
      <circle className="ui-art__line-soft" cx="35" cy="50" r="5" />
      <rect className="ui-art__line" x="46" y="21" width="38" height="5" rx="2.5" />
      <rect className="ui-art__line-soft" x="46" y="47" width="30" height="5" rx="2.5" />
    </>
  );
}

function Offline() {
  return (
    <>
      <ellipse className="ui-art__shadow" cx="60" cy="88" rx="34" ry="4" />
      <path className="ui-art__stroke" d="M30 44a42 42 0 0 1 60 0M40 55a28 28 0 0 1 40 0M50 66a14 14 0 0 1 20 0" />
      <circle className="ui-art__accent" cx="60" cy="76" r="5" />
      <path className="ui-art__cross" d="M28 22l64 56" />
    </>
  );
}

const ART = { coupon: Coupon, search: Search, list: List, offline: Offline } as const;

export function EmptyStateIllustration({ art }: { art: EmptyStateArt }) {
  const Drawing = ART[art];
  return (
    <svg className="ui-art" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" focusable="false">
      <Drawing />
    </svg>
  );
}
