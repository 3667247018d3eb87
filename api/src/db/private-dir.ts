import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database, uploaded images, the session secret and generated
 * passwords: only the server's own user may read it. Folders 0700, files 0600; applied at
 * every start, so an install made before (0755 / 0644) is mended too.
 */
export function ensurePrivateDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Every folder under `dir` 0700 and every file 0600 (the embedded database's files). */
export function makeTreePrivate(dir: string) {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  fs.chmodSync(dir, 0o700);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeTreePrivate(full);
    else if (entry.isFile()) fs.chmodSync(full, 0o600);
  }
}
