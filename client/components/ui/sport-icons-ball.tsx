/**
 * Sport icon drawings, ball and racket sports: each is the inside of a 24×24 stroke icon (SportIcon draws the svg
 * around it: currentColor, stroke 2, round joins).
 */

export function Football() {
  return (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8.5l3.3 2.4-1.2 3.9H9.9l-1.2-3.9z" fill="currentColor" />
      <path d="M12 8.5V2M15.3 10.9l6.2-2M14.1 14.8l3.8 5.3M9.9 14.8l-3.8 5.3M8.7 10.9l-6.2-2" />
    </>
  );
}

export function Basketball() {
  return (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2v20M2 12h20M4.9 4.9c3.1 3.1 3.1 11.1 0 14.2M19.1 4.9c-3.1 3.1-3.1 11.1 0 14.2" />
    </>
  );
}

export function Volleyball() {
  return (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 12c0-4.5 1.7-7.6 5-9.6M12 12c-3.9 2.2-7.5 2.3-10.8 1.2M12 12c3.9 2.3 5.9 5.3 6.2 9" />
      <path d="M8.2 3.2c.6 3.6 2 6.5 3.8 8.8M21.8 10.3c-3.3-.5-6.5.2-9.8 1.7M6.3 20.2c1.6-3.2 3.4-6 5.7-8.2" />
    </>
  );
}

export function IceHockey() {
  return (
    <>
      <path d="M5 2.5l8 14h6a2 2 0 0 0 2-2" />
      <ellipse cx="6" cy="18.5" rx="3.5" ry="1.5" />
      <path d="M2.5 18.5V20c0 .8 1.6 1.5 3.5 1.5s3.5-.7 3.5-1.5v-1.5" />
    </>
  );
}

export function Tennis() {
  return (
    <>
      <ellipse cx="9.5" cy="9.5" rx="7" ry="5.5" transform="rotate(-45 9.5 9.5)" />
      <path d="M14.5 14.5l6 6M6.5 9.5l6-6M8.5 12.5l6.5-6.5M6 5.5l8.5 8.5M4.5 9l6.5 6.5" strokeWidth="1.2" />
      <circle cx="19.5" cy="4.5" r="2" />
    </>
  );
}

export function Handball() {
  return (
    <>
      <path d="M2 19V6h13v13" />
      <path d="M2 10.3h13M2 14.6h13M6.3 6v13M10.6 6v13" strokeWidth="1" />
      <circle cx="19" cy="15" r="3.5" />
      <path d="M15.7 14c2.1.9 4.4.9 6.6 0" strokeWidth="1.5" />
    </>
  );
}

export function AmericanFootball() {
  return (
    <>
      <path d="M4.5 19.5C3.5 12 9 4.5 19.5 4.5c1 7.5-4.5 15-15 15z" />
      <path d="M9.5 14.5l5-5M9.8 12.8l1.4 1.4M11.3 11.3l1.4 1.4M12.8 9.8l1.4 1.4M5.2 15.7l3.1 3.1M15.7 5.2l3.1 3.1" strokeWidth="1.5" />
    </>
  );
}

export function Snooker() {
  return (
    <>
      <path d="M21.5 2.5L12.5 11.5" strokeWidth="2.5" />
      <circle cx="6" cy="18" r="2.3" fill="currentColor" />
      <circle cx="11" cy="18" r="2.3" fill="currentColor" />
      <circle cx="8.5" cy="13.7" r="2.3" fill="currentColor" />
      <circle cx="17.5" cy="18.5" r="2.3" />
    </>
  );
}

export function TableTennis() {
  return (
    <>
      <circle cx="10" cy="10" r="6.5" fill="currentColor" />
      <path d="M14.6 14.6l5 5" strokeWidth="3.5" />
      <circle cx="19.5" cy="5" r="2" />
    </>
  );
}

export function Billiard() {
  return (
    <>
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="11" r="4.6" />
      <circle cx="12" cy="9.4" r="1.3" strokeWidth="1.4" />
      <circle cx="12" cy="12.5" r="1.6" strokeWidth="1.4" />
    </>
  );
}
