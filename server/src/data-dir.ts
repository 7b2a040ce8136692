import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

// DATA_DIR holds the embedded database, the mail outbox (sign-in codes, reset links) and the generated JWT secret:
// readable by the owner only (docs/decisions/0035).

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** What the server keeps in DATA_DIR; other files an operator put there are left alone. */
export const DATA_DIR_ENTRIES = ['pglite', 'outbox.jsonl', 'jwt-secret'] as const;

/**
 * Make DATA_DIR private: every file the process creates from now on (umask 077: PGlite's files too), the directory,
 * and what an earlier run left there with wider modes. Returns what could not be changed (not ours, say).
 */
export function makeDataDirPrivate(dataDir: string): string[] {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const failed: string[] = [];
  const restrict = (target: string) => {
    const st = lstatSync(target, { throwIfNoEntry: false });
    if (!st || st.isSymbolicLink()) return;
    const mode = st.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    try {
      if ((st.mode & 0o777) !== mode) chmodSync(target, mode);
    } catch {
      failed.push(target);
    }
    if (!st.isDirectory() || target === dataDir) return;
    let entries: string[] = [];
    try {
      entries = readdirSync(target);
    } catch {
      failed.push(target);
    }
    for (const entry of entries) restrict(path.join(target, entry));
  };
  restrict(dataDir);
  for (const entry of DATA_DIR_ENTRIES) {
    const full = path.join(dataDir, entry);
    if (existsSync(full)) restrict(full);
  }
  return failed;
}

/** Append a line to `DATA_DIR/outbox.jsonl`, created owner-only (an existing file was made so at start-up). */
export async function appendToOutbox(dataDir: string, line: string): Promise<string> {
  const file = path.join(dataDir, 'outbox.jsonl');
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await appendFile(file, line, { encoding: 'utf8', mode: PRIVATE_FILE_MODE });
  return file;
}
