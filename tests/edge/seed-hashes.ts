/**
 * Scrypt hashes of the demo passwords, made once per machine and shared by the test processes through a file,
 * so each test file seeds its fresh database without three scrypt runs. A file that does not parse is remade.
 */
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCRYPT_PARAMS, hashPassword } from '../../edge/domain/password';
import { DEMO_MEMBERS, primeSeedHashes } from '../../edge/storage/seed';

const FILE = join(tmpdir(), `iddaa-edge-seed-hashes-N${SCRYPT_PARAMS.N}.json`);

const readHashes = (): Record<string, string> | null => {
  try {
    const data = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string>;
    return DEMO_MEMBERS.every((m) => typeof data[m.password] === 'string' && data[m.password]!.startsWith('scrypt$')) ? data : null;
  } catch {
    return null;
  }
};

export const primeDemoHashes = async (): Promise<void> => {
  let hashes = readHashes();
  if (!hashes) {
    const made = await Promise.all(DEMO_MEMBERS.map(async (m) => [m.password, await hashPassword(m.password)] as const));
    hashes = Object.fromEntries(made);
    // Write then rename: a reader never sees half a file.
    const tmp = `${FILE}.${process.pid}`;
    await writeFile(tmp, JSON.stringify(hashes));
    await rename(tmp, FILE);
  }
  primeSeedHashes(hashes);
};
