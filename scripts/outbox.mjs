#!/usr/bin/env node
/**
 * `npm run outbox [limit]`: prints the latest SMS and e-mail messages of the outbox of a running edge (there is no
 * real gateway here). It asks GET /ops/outbox with OPS_TOKEN, so it works on PGlite (one process owns the data)
 * and PostgreSQL alike. OUTBOX_URL overrides the edge address (default http://127.0.0.1:$PORT).
 */
const token = process.env.OPS_TOKEN?.trim();
if (!token) {
  console.error('OPS_TOKEN is not set: start the edge with OPS_TOKEN=<16+ characters> and run this with the same value.');
  process.exit(1);
}
const base = process.env.OUTBOX_URL?.trim() || `http://127.0.0.1:${process.env.PORT?.trim() || '8080'}`;
const limit = /^\d{1,3}$/.test(process.argv[2] ?? '') ? process.argv[2] : '20';

let res;
try {
  res = await fetch(`${base}/ops/outbox?limit=${limit}`, { headers: { Authorization: `Bearer ${token}` } });
} catch (e) {
  console.error(`Cannot reach the edge at ${base}: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
if (!res.ok) {
  console.error(`GET /ops/outbox answered ${res.status}${res.status === 404 ? ' (the edge runs without OPS_TOKEN)' : ''}.`);
  process.exit(1);
}
const { Messages } = await res.json();
if (Messages.length === 0) console.log('The outbox is empty.');
for (const m of Messages) {
  const at = new Date(m.createdAt).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
  console.log(`#${m.id}  ${at}  ${m.channel.toUpperCase()} -> ${m.to}  [${m.purpose}]${m.subject ? `  ${m.subject}` : ''}`);
  console.log(`    ${m.body}`);
}
