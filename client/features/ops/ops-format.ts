/** tr-TR figures of the ops page: counts, rates, bytes, milliseconds, durations. */
const count = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
const rate = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });
const ms = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1, minimumFractionDigits: 0 });

export const formatCount = (n: number): string => count.format(n);
export const formatRate = (n: number): string => rate.format(n);
export const formatMs = (n: number): string => `${ms.format(n)} ms`;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
export const formatBytes = (n: number): string => {
  let v = n;
  let i = 0;
  while (v >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return `${rate.format(v)} ${UNITS[i]}`;
};
export const formatBytesPerSec = (n: number): string => `${formatBytes(n)}/sn`;

export const formatUptime = (sec: number): string => {
  const d = Math.floor(sec / 86_400);
  const h = Math.floor((sec % 86_400) / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = Math.floor(sec % 60);
  if (d > 0) return `${d} gün ${h} sa`;
  if (h > 0) return `${h} sa ${m} dk`;
  if (m > 0) return `${m} dk ${s} sn`;
  return `${s} sn`;
};

export const formatClock = (epochMs: number): string =>
  new Date(epochMs).toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
