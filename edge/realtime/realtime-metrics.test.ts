import client from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerRealtimeMetrics } from './realtime-metrics';
import { realtimeCounters } from './realtime-stats';

describe('realtime metrics', () => {
  it('exposes the counters and gauges under their documented names', async () => {
    const registry = new client.Registry();
    registerRealtimeMetrics(registry);
    const remove = realtimeCounters.addGaugeSource(() => ({ connections: 3, rooms: 2, subscribers: 5, roomLogs: 7, programRoomLogs: 2 }));
    realtimeCounters.messageOut(10, 4);
    realtimeCounters.cut('backpressure');
    realtimeCounters.refused('cap_address');
    const text = await registry.metrics();
    remove();
    expect(text).toMatch(/^iddaa_ws_connections 3$/m);
    expect(text).toMatch(/^iddaa_ws_subscribers 5$/m);
    expect(text).toMatch(/^iddaa_ws_messages_out_total 4$/m);
    expect(text).toMatch(/^iddaa_ws_bytes_out_total 40$/m);
    expect(text).toMatch(/^iddaa_ws_clients_cut_total\{reason="backpressure"\} 1$/m);
    expect(text).toMatch(/^iddaa_ws_upgrades_refused_total\{reason="cap_address"\} 1$/m);
    expect(text).toMatch(/^iddaa_ws_room_logs 7$/m);
    for (const name of ['iddaa_ws_rooms', 'iddaa_ws_messages_in_total', 'iddaa_bus_lag_seconds']) expect(text).toContain(name);
  });
});
