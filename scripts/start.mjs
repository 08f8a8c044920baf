// npm start: build the client when the build is missing or older than its sources, then run the edge.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/client/index.html';
const sources = ['client', 'shared', 'sw', 'vite.config.ts', 'package-lock.json'];

const newest = (p) => {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((m, f) => (f === 'node_modules' ? m : Math.max(m, newest(join(p, f)))), st.mtimeMs);
};

if (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest))) {
  console.log('İstemci derleniyor (vite build)…');
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const edge = spawn(process.execPath, ['--import', 'tsx', 'edge/main.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => edge.kill(sig));
edge.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
