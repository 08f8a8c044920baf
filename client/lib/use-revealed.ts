/**
 * Reveals a list a part at a time: `first` items at once, then one more per task until `total`. A page whose data
 * arrives all at once (the home's highlight cards) then renders what is on screen in the data's own task and the rest
 * in tasks of their own, instead of one long task that blocks input (Lighthouse's total blocking time).
 */
import { useEffect, useState } from 'react';

export const useRevealed = (total: number, first = 1): number => {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
};
