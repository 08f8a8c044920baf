import { useEffect, useState } from 'react';

const TICK_MS = 60_000;

/** The time, renewed every minute, so cards' '5 dk önce' stay true while the page is open. */
export const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(t);
  }, []);
  return now;
};
