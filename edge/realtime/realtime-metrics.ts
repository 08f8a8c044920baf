/**
 * Prometheus metrics of the realtime edge on prom-client's default registry, read from getStats() at scrape
 * time (collect callbacks), so the socket hot path only bumps plain counters. Registered once per process.
 */
import client from 'prom-client';
import { cutsByReason, getStats, refusalsByReason } from './realtime-stats';

/** Per registry: several edges in one process (tests) share one set of metrics. */
const registered = new WeakSet<client.Registry>();

export const registerRealtimeMetrics = (registry: client.Registry = client.register): void => {
  if (registered.has(registry)) return;
  registered.add(registry);
  const registers = [registry];
  const gauge = (name: string, help: string, read: () => number): void => {
    new client.Gauge({ name, help, registers, collect() { this.set(read()); } });
  };
  // Counters only ever grow; prom-client counters cannot be set, so monotonic values are exposed via collect+inc.
  const counter = (name: string, help: string, read: () => number): void => {
    let seen = 0;
    new client.Counter({ name, help, registers, collect() { const v = read(); if (v > seen) this.inc(v - seen); seen = v; } });
  };
  gauge('iddaa_ws_connections', 'Open realtime socket connections.', () => getStats().connections);
  gauge('iddaa_ws_rooms', 'Rooms with at least one subscriber on this edge.', () => getStats().rooms);
  gauge('iddaa_ws_subscribers', 'Room subscriptions (connection x room) on this edge.', () => getStats().subscribers);
  gauge('iddaa_ws_room_logs', 'Room logs held on this edge (joined rooms and those kept for replay).', () => getStats().roomLogs);
  counter('iddaa_ws_messages_in_total', 'Frames received from clients.', () => getStats().messagesIn);
  counter('iddaa_ws_messages_out_total', 'Frames written to clients (one per recipient).', () => getStats().messagesOut);
  counter('iddaa_ws_bytes_in_total', 'Bytes of the frames received from clients.', () => getStats().bytesIn);
  counter('iddaa_ws_bytes_out_total', 'Bytes written to clients.', () => getStats().bytesOut);
  const byReason = (name: string, help: string, read: () => ReadonlyMap<string, number>): void => {
    const seenBy = new Map<string, number>();
    new client.Counter({
      name,
      help,
      labelNames: ['reason'],
      registers,
      collect() {
        for (const [reason, v] of read()) {
          const seen = seenBy.get(reason) ?? 0;
          if (v > seen) this.inc({ reason }, v - seen);
          seenBy.set(reason, v);
        }
      },
    });
  };
  byReason('iddaa_ws_clients_cut_total', 'Clients closed by the edge, by reason (backpressure, frame_size, rooms, bad_frame, binary, idle, frame_budget).', cutsByReason);
  byReason('iddaa_ws_upgrades_refused_total', 'Socket upgrades refused, by reason (origin, cap_total, cap_address).', refusalsByReason);
  gauge('iddaa_bus_lag_seconds', 'Publisher commit to edge fan-out delay of the last bus message.', () => getStats().busLagMs / 1000);
};
