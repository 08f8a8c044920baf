/**
 * Connection caps of the socket server: a slot per connection, taken at the upgrade (before the session lookup, so
 * a burst of upgrades cannot all pass while none is open yet) and given back when the upgrade fails or the socket
 * closes. Per client address (addressKey: an IPv6 /64 counts as one) and in total, so no one address, nor all
 * together, can take the process's file descriptors from the HTTP site.
 */
export interface ConnectionCaps {
  total: number;
  perAddress: number;
}

/** 'total' and 'address': which cap refused (503 and 429 at the upgrade). */
export type SlotRefusal = 'total' | 'address';

export const createConnectionSlots = (caps: ConnectionCaps) => {
  const byAddress = new Map<string, number>();
  let total = 0;
  return {
    /** Takes a slot for `key`, or says which cap is full. */
    take(key: string): SlotRefusal | null {
      if (total >= caps.total) return 'total';
      const n = byAddress.get(key) ?? 0;
      if (n >= caps.perAddress) return 'address';
      byAddress.set(key, n + 1);
      total++;
      return null;
    },
    release(key: string): void {
      const n = byAddress.get(key);
      if (n === undefined) return;
      if (n <= 1) byAddress.delete(key);
      else byAddress.set(key, n - 1);
      total--;
    },
    stats: () => ({ total, addresses: byAddress.size }),
  };
};
export type ConnectionSlots = ReturnType<typeof createConnectionSlots>;
