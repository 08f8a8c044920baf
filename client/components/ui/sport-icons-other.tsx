/** Sport icon drawings, other sports and the generic icon: insides of 24×24 stroke icons (see SportIcon). */

export function Cycling() {
  return (
    <>
      <circle cx="5.5" cy="16.5" r="4" />
      <circle cx="18.5" cy="16.5" r="4" />
      <path d="M5.5 16.5L9 9.5l2.5 7zM9 9.5h6.5l-4 7M15.5 9.5l3 7M7.5 7.5h3M15.5 9.5l-1-3H17" />
    </>
  );
}

export function MotorSports() {
  return (
    <>
      <path d="M4 22V3" />
      <path d="M4 4h16v10H4" />
      <path d="M4 4h5.3v5H4zM14.7 4H20v5h-5.3zM9.3 9h5.4v5H9.3z" fill="currentColor" strokeWidth="0" />
    </>
  );
}

export function Olympics() {
  return (
    <>
      <path d="M12 2c2.5 2.5 3.5 4.3 2.6 6.1-.6 1.1-1.6 1.7-2.6 1.7s-2.1-.6-2.7-1.8C8.6 6.3 9.8 4.4 12 2z" />
      <path d="M7.5 11.5h9M8.5 11.5l2 10h3l2-10" />
    </>
  );
}

export function Boxing() {
  return (
    <>
      <path d="M8 15V7.5A4.5 4.5 0 0 1 12.5 3h1A4.5 4.5 0 0 1 18 7.5V12a3 3 0 0 1-3 3z" />
      <path d="M8 9.5H6.5a2.5 2.5 0 0 0 0 5H8M11.5 9h6.5" />
      <path d="M8.5 15v6h9v-6M8.5 18h9" />
    </>
  );
}

export function Athletics() {
  return (
    <>
      <circle cx="15" cy="4.5" r="2" />
      <path d="M13 8l-2.5 5.5 3.5 2.5-1 5M10.5 13.5L7.5 16l-3.5-.5M13 8l3.5 2 2.5-1.5M13 8l-3.5.5-2 2.5" />
    </>
  );
}

export function Judo() {
  return (
    <>
      <path d="M8.5 3L4.5 4.8 2 11l3 1.2 1-2.7V21h12V9.5l1 2.7 3-1.2-2.5-6.2L15.5 3" />
      <path d="M8.5 3l3.5 7 3.5-7M12 10l-2.5 5M6 15h12M12 15l-1.5 4M12 15l1.5 4" />
    </>
  );
}

export function Archery() {
  return (
    <>
      <circle cx="10" cy="14" r="8" />
      <circle cx="10" cy="14" r="4" />
      <circle cx="10" cy="14" r="1" fill="currentColor" />
      <path d="M10 14L20 4M16.5 4.5v3h3M18.5 2.5v3h3" />
    </>
  );
}

export function Mma() {
  return (
    <>
      <path d="M8.2 2.8h7.6l5.4 5.4v7.6l-5.4 5.4H8.2l-5.4-5.4V8.2z" />
      <path d="M9.9 6.9h4.2l3 3v4.2l-3 3H9.9l-3-3V9.9z" strokeWidth="1.5" />
      <path d="M8.2 2.8l1.7 4.1M15.8 2.8l-1.7 4.1M21.2 8.2l-4.1 1.7M21.2 15.8l-4.1-1.7M15.8 21.2l-1.7-4.1M8.2 21.2l1.7-4.1M2.8 15.8l4.1-1.7M2.8 8.2l4.1 1.7" strokeWidth="1" />
    </>
  );
}

/** Other events, outrights, and any sport without its own drawing. */
export function Trophy() {
  return (
    <>
      <path d="M7 3.5h10V9a5 5 0 0 1-10 0z" />
      <path d="M7 5.5H4.5a2.5 2.5 0 0 0 2.8 4.6M17 5.5h2.5a2.5 2.5 0 0 1-2.8 4.6M12 14v4M8 21h8M9.5 18h5" />
    </>
  );
}
