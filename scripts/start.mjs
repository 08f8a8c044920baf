// npm start: build the client when the build is missing or older than its sources (the same steps as
// `npm run build`: vite build, then the .br/.gz forms), then run the edge.
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

const run = (args) => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest))) {
  console.log('İstemci derleniyor (vite build)…');
  run(['node_modules/vite/bin/vite.js', 'build']);
}
// Every start: cheap when the compressed forms are up to date, and it completes a build made by vite alone.
run(['scripts/compress-dist.mjs']);

const edge = spawn(process.execPath, ['--import', 'tsx', 'edge/main.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => edge.kill(sig));
edge.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
