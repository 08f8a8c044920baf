/**
 * Sport icon drawings, e-sports: generic symbols, never a game's logo (a crosshair for CS-GO, cards for
 * Hearthstone, ...). Insides of 24×24 stroke icons (see SportIcon).
 */

function Screen() {
  return <path d="M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 21h8M12 17v4" />;
}

export function EFootball() {
  return (
    <>
      <Screen />
      <circle cx="12" cy="10" r="4.2" strokeWidth="1.5" />
      <path d="M12 8.6l1.3 1-.5 1.5h-1.6l-.5-1.5z" fill="currentColor" strokeWidth="1" />
    </>
  );
}

export function EBasketball() {
  return (
    <>
      <Screen />
      <circle cx="12" cy="10" r="4.2" strokeWidth="1.5" />
      <path d="M12 5.8v8.4M7.8 10h8.4M9.1 7.1c1.2 1.6 1.2 4.2 0 5.8M14.9 7.1c-1.2 1.6-1.2 4.2 0 5.8" strokeWidth="1.2" />
    </>
  );
}

/** Any e-sport: a game controller. */
export function Gamepad() {
  return (
    <>
      <path d="M6 7.5h12a4 4 0 0 1 4 4V15a3 3 0 0 1-5.4 1.8L15 14.5H9l-1.6 2.3A3 3 0 0 1 2 15v-3.5a4 4 0 0 1 4-4z" />
      <path d="M7 9.8v3.4M5.3 11.5h3.4" />
      <circle cx="16" cy="10.5" r="0.9" fill="currentColor" />
      <circle cx="18" cy="12.5" r="0.9" fill="currentColor" />
    </>
  );
}

export function CsGo() {
  return (
    <>
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v5M12 17v5M2 12h5M17 12h5" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
    </>
  );
}

export function Lol() {
  return (
    <>
      <path d="M12 2.5l7.5 2.8v5.9c0 5-3.4 8.6-7.5 10.3-4.1-1.7-7.5-5.3-7.5-10.3V5.3z" />
      <path d="M12 7.5l3 4.2-3 4.3-3-4.3z" />
    </>
  );
}

export function Dota2() {
  return (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 16L16 8M6.5 12V6.5H12M17.5 12v5.5H12" strokeWidth="1.5" />
      <circle cx="6.5" cy="17.5" r="1.8" fill="currentColor" />
      <circle cx="17.5" cy="6.5" r="1.8" fill="currentColor" />
    </>
  );
}

export function StarCraft2() {
  return (
    <>
      <circle cx="11" cy="13" r="5.5" />
      <path d="M5.4 10.3C2.7 11.8 1.5 13.4 2 14.6c.9 2.1 6.4 1.8 12.2-.7 5.8-2.5 9.8-6.2 8.9-8.3-.5-1.1-2.4-1.5-5.1-1.1" />
      <path d="M20 16.5v4M18 18.5h4" strokeWidth="1.5" />
    </>
  );
}

export function Hearthstone() {
  return (
    <>
      <rect x="9" y="3.5" width="11.5" height="17" rx="2" />
      <path d="M9 6.3l-3.9.9a1.6 1.6 0 0 0-1.2 1.9l2.4 10.5a1.6 1.6 0 0 0 1.9 1.2L9 20.5" />
      <path d="M14.75 8.5l2.6 3.5-2.6 3.5-2.6-3.5z" />
    </>
  );
}

export function CallOfDuty() {
  return (
    <>
      <path d="M4 15a8 8 0 0 1 16 0" />
      <path d="M2 15h20M5 15v2.5h14V15M8.5 17.5l3.5 3 3.5-3M9 8.5l1.5 2M12 7.5V10M15 8.5l-1.5 2" />
    </>
  );
}

export function Overwatch() {
  return (
    <>
      <path d="M8.4 4.3l3.6 2.1v4.2l-3.6 2.1-3.6-2.1V6.4zM15.6 4.3l3.6 2.1v4.2l-3.6 2.1L12 10.6V6.4zM12 10.6l3.6 2.1v4.2L12 19l-3.6-2.1v-4.2z" />
      <path d="M4.8 10.6v4.2l3.6 2.1M19.2 10.6v4.2l-3.6 2.1" strokeWidth="1.5" />
    </>
  );
}
