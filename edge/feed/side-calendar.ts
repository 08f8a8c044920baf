/**
 * When the sides of each sport are busy: the intervals [from, to) of their matches, by sport and name (a name
 * stands for one side within its sport: Real Madrid's football and basketball teams are two sides). The generator
 * books every match it plans here and never books a side twice over one moment.
 */
export class SideCalendar {
  /** Busy intervals of each side, flat: from, to, from, to... */
  private readonly busy = new Map<string, number[]>();

  private static key(sportId: number, side: string): string {
    return `${sportId}\u0000${side}`;
  }

  /** Whether none of the sides has a match of the sport overlapping [from, to). */
  isFree(sportId: number, sides: readonly string[], from: number, to: number): boolean {
    for (const side of sides) {
      const spans = this.busy.get(SideCalendar.key(sportId, side));
      if (!spans) continue;
      for (let i = 0; i < spans.length; i += 2) if ((spans[i] as number) < to && from < (spans[i + 1] as number)) return false;
    }
    return true;
  }

  book(sportId: number, sides: readonly string[], from: number, to: number): void {
    for (const side of sides) {
      const key = SideCalendar.key(sportId, side);
      const spans = this.busy.get(key);
      if (spans) spans.push(from, to);
      else this.busy.set(key, [from, to]);
    }
  }
}
