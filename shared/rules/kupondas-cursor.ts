/**
 * The opaque page cursor of Kupondaş's lists: the last item's time (epoch ms) and id, each in base 36. Clients hand
 * it back unchanged; anything else is refused (null) rather than guessed at.
 */
export interface CursorPosition {
  at: number;
  id: number;
}

const SHAPE = /^([0-9a-z]{1,11})\.([1-9a-z][0-9a-z]{0,10})$/;

export const encodeCursor = (p: CursorPosition): string => `${p.at.toString(36)}.${p.id.toString(36)}`;

export const decodeCursor = (cursor: string): CursorPosition | null => {
  const m = SHAPE.exec(cursor);
  if (!m) return null;
  const at = parseInt(m[1]!, 36);
  const id = parseInt(m[2]!, 36);
  if (!Number.isSafeInteger(at) || !Number.isSafeInteger(id) || id < 1) return null;
  return { at, id };
};
