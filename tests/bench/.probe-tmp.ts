// throwaway probe, deleted after use
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEdge } from '../../edge/app';
import { preparePgliteDir } from '../edge/pglite-template';
import { primeDemoHashes } from '../edge/seed-hashes';
import { startLoadGenerator } from './lib/load';
const root = await mkdtemp(join(tmpdir(), 'probe-'));
await preparePgliteDir(join(root, 'data')); await primeDemoHashes();
const edge = await startEdge({ port: 0, wsPort: 0, host: '127.0.0.1', dataDir: join(root, 'data'), databaseUrl: null, redisUrl: null, staticDir: 'dist/client', logLevel: 'silent', noPlayWindow: null });
const page = await fetch(edge.url + '/'); const html = await page.text();
const sid0 = page.headers.getSetCookie()[0]!.split(';')[0]!; const tok0 = /value="([^"]+)"/.exec(html)![1]!;
const lr = await fetch(edge.url + '/Auth/Login', { method: 'POST', headers: { 'content-type': 'application/json', cookie: sid0, RequestVerificationToken: tok0 }, body: JSON.stringify({ username: 'demo', password: 'Demo.1234' }) });
const la = await lr.json() as { Token: string }; const sid = lr.headers.getSetCookie()[0]!.split(';')[0]!;
const etags: string[] = [];
for (let i = 0; i < 6; i++) { etags.push((await fetch(edge.url + '/Program/GetSportProgram?sportId=1')).headers.get('etag')!); await new Promise(r => setTimeout(r, 500)); }
console.log('football etags over 3s:', etags.join(' '));
const load = await startLoadGenerator({ pinCpus: true });
const which = process.env.PROBE!;
const job = which === 'mi'
  ? { url: edge.url + '/Auth/GetMemberInfo', method: 'POST' as const, headers: { 'content-type': 'application/json', cookie: sid, RequestVerificationToken: la.Token }, body: '{}' }
  : which === 'menu' ? { url: edge.url + '/Program/GetSportMenu', method: 'GET' as const, headers: {} }
  : { url: edge.url + '/Program/GetSportProgram?sportId=1', method: 'GET' as const, headers: {} };
const { Session } = await import('node:inspector/promises');
const insp = new Session(); insp.connect(); await insp.post('Profiler.enable'); await insp.post('Profiler.start');
const s = await load.run({ ...job, seconds: 6, connections: 50, pipelining: 1 });
const { profile } = await insp.post('Profiler.stop');
(await import('node:fs')).writeFileSync(`/tmp/hbprobe/${which}.window.cpuprofile`, JSON.stringify(profile));
console.log(which, JSON.stringify(s));
load.close(); await edge.close(); await rm(root, { recursive: true, force: true });
void spawnSync;
