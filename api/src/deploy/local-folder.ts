import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StagedFile } from './staging.ts';

/**
 * Publishes a staged site to a folder so that a failure at any point leaves the version already
 * there untouched: every file goes into a new sibling folder first, and only a complete
 * folder takes the place of the old one (two renames on the same disk, microseconds apart;
 * if the second fails the old folder is put back). The staged files are moved there by rename
 * (staging.ts stages beside the target, on its disk), copied if the target's folder is a
 * mount of its own.
 */
export async function publishToFolder(dir: string, files: StagedFile[]): Promise<void> {
  const parent = path.dirname(dir);
  const name = path.basename(dir);
  const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`;
  const fresh = path.join(parent, `.${name}.new-${stamp}`);
  const previous = path.join(parent, `.${name}.old-${stamp}`);
  await fs.mkdir(parent, { recursive: true });
  try {
    for (const f of files) {
      const target = path.join(fresh, f.path);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await moveOrCopy(f.source, target);
    }
    await fs.chmod(fresh, 0o755);
  } catch (err) {
    await fs.rm(fresh, { recursive: true, force: true });
    throw err;
  }

  const hadPrevious = await exists(dir);
  if (hadPrevious) await fs.rename(dir, previous);
  try {
    await fs.rename(fresh, dir);
  } catch (err) {
    if (hadPrevious) await fs.rename(previous, dir);
    await fs.rm(fresh, { recursive: true, force: true });
    throw err;
  }
  if (hadPrevious) await fs.rm(previous, { recursive: true, force: true });
}

/** A rename where it can be one; across disks (EXDEV) a copy, the staged file removed later with its folder. */
async function moveOrCopy(from: string, to: string) {
  try {
    await fs.rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await fs.copyFile(from, to);
  }
}

/** Takes a shop's deployed folder down (unpublish, delete). */
export async function removeFolder(dir: string): Promise<boolean> {
  const had = await exists(dir);
  await fs.rm(dir, { recursive: true, force: true });
  return had;
}

async function exists(p: string) {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}
