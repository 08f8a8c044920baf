/** The live numbers, the charts of the last two minutes and the table of cut clients, from one snapshot. */
import { OPS_CUT_REASONS, OPS_HISTORY_SECONDS, type OpsSnapshot } from '@shared/protocol/ops-api';
import { Card } from '../../components/ui/card';
import { LineChart, niceBytes } from './line-chart';
import { formatBytes, formatBytesPerSec, formatCount, formatMs, formatRate, formatUptime } from './ops-format';
import { OPS_TEXTS as T } from './ops-texts';

const SPAN_MS = OPS_HISTORY_SECONDS * 1000;

function Stat({ label, value, warn = false, wide = false }: { label: string; value: string; warn?: boolean; wide?: boolean }) {
  return (
    <div className={`ops-stat${warn ? ' ops-stat--warn' : ''}${wide ? ' ops-stat--wide' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function OpsDashboard({ s }: { s: OpsSnapshot }) {
  const h = s.history;
  const times = h.map((p) => p.t);
  const busText = `${T.bus[s.bus.kind]}, ${s.bus.connected ? T.bus.connected : T.bus.disconnected}`;
  const totalCuts = OPS_CUT_REASONS.reduce((sum, r) => sum + s.cuts[r], 0);
  const chart = { times, spanMs: SPAN_MS, emptyText: T.charts.empty };
  return (
    <>
      <section aria-label={T.statsLabel}>
        <dl className="ops-stats">
          <Stat label={T.stats.connections} value={formatCount(s.connections)} />
          <Stat label={T.stats.rooms} value={formatCount(s.rooms)} />
          <Stat label={T.stats.subscribers} value={formatCount(s.subscribers)} />
          <Stat label={T.stats.messagesIn} value={formatRate(s.messagesInPerSec)} />
          <Stat label={T.stats.messagesOut} value={formatRate(s.messagesOutPerSec)} />
          <Stat label={T.stats.bytesOut} value={formatBytesPerSec(s.bytesOutPerSec)} />
          <Stat label={T.stats.busLag} value={formatMs(s.busLagMs)} />
          <Stat label={T.stats.eventLoop} value={formatMs(s.eventLoop.p99Ms)} warn={s.eventLoop.p99Ms >= 50} />
          <Stat label={T.stats.memory} value={formatBytes(s.memory.rssBytes)} />
          <Stat label={T.stats.heap} value={`${formatBytes(s.memory.heapUsedBytes)} / ${formatBytes(s.memory.heapTotalBytes)}`} wide />
          <Stat label={T.stats.uptime} value={formatUptime(s.uptimeSec)} />
          <Stat label={T.stats.bus} value={busText} warn={!s.bus.connected} wide />
        </dl>
      </section>
      <section className="ops-charts" aria-label={T.chartsLabel}>
        <LineChart {...chart} title={T.charts.connections} format={formatCount} series={[{ name: '', tone: 'green', values: h.map((p) => p.connections) }]} />
        <LineChart
          {...chart}
          title={T.charts.messages}
          format={formatRate}
          series={[
            { name: T.charts.messagesOut, tone: 'green', values: h.map((p) => p.messagesOutPerSec) },
            { name: T.charts.messagesIn, tone: 'blue', values: h.map((p) => p.messagesInPerSec) },
          ]}
        />
        <LineChart {...chart} title={T.charts.bytesOut} format={formatBytesPerSec} niceTop={niceBytes} series={[{ name: '', tone: 'blue', values: h.map((p) => p.bytesOutPerSec) }]} />
        <LineChart {...chart} title={T.charts.busLag} format={formatMs} series={[{ name: '', tone: 'amber', values: h.map((p) => p.busLagMs) }]} />
        <LineChart {...chart} title={T.charts.eventLoop} format={formatMs} series={[{ name: '', tone: 'red', values: h.map((p) => p.eventLoopP99Ms) }]} />
      </section>
      <Card as="section" title={T.cuts.heading} className="ops-cuts">
        <table>
          <thead>
            <tr>
              <th scope="col">{T.cuts.reason}</th>
              <th scope="col">{T.cuts.count}</th>
            </tr>
          </thead>
          <tbody>
            {OPS_CUT_REASONS.map((r) => (
              <tr key={r}>
                <th scope="row">{T.cuts.reasons[r]}</th>
                <td>{formatCount(s.cuts[r])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{T.cuts.total}</th>
              <td>{formatCount(totalCuts)}</td>
            </tr>
          </tfoot>
        </table>
      </Card>
    </>
  );
}
