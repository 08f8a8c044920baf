/**
 * Process metrics on a prom-client registry, once per registry: prom-client's default set (CPU, memory, handles,
 * GC, its own event-loop lag) and our event-loop delay as p50/p99/max since the previous scrape.
 */
import client from 'prom-client';
import { createEventLoopMonitor } from './event-loop-monitor';

const registered = new WeakSet<client.Registry>();

export const registerProcessMetrics = (registry: client.Registry = client.register): void => {
  if (registered.has(registry)) return;
  registered.add(registry);
  client.collectDefaultMetrics({ register: registry });
  const monitor = createEventLoopMonitor();
  new client.Gauge({
    name: 'iddaa_event_loop_delay_seconds',
    help: 'Event-loop delay since the previous scrape (beyond the monitor resolution), by stat: p50, p99, max.',
    labelNames: ['stat'],
    registers: [registry],
    collect() {
      const d = monitor.read();
      monitor.reset();
      this.set({ stat: 'p50' }, d.p50Ms / 1000);
      this.set({ stat: 'p99' }, d.p99Ms / 1000);
      this.set({ stat: 'max' }, d.maxMs / 1000);
    },
  });
};
