import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StagedFile } from './staging.ts';

/**
 * Publishes a staged site to a folder so that a failure at any point leaves the version already
 * there untouched: the files go into a new sibling folder first, and only a complete folder
 * takes the place of the old one (two renames on the same disk, microseconds apart; if the
 * second fails the old folder is put back). staging.ts stages beside the target, on its disk,
 * so the staging folder itself becomes the new folder in one rename (a 5,000-product shop is
 * 40,000 files: one rename, not a folder and a rename each); the files are copied one by one
 * only when the target's folder is a mount of its own. Every staged file must be there before
 * the swap: a file lost on the way fails the publish, not the site.
 */
export async function publishToFolder(dir: string, staged: { dir: string; files: StagedFile[] }): Promise<void> {
  const parent = path.dirname(dir);
  const name = path.basename(dir);
  const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`;
  const fresh = path.join(parent, `.${name}.new-${stamp}`);
  const previous = path.join(parent, `.${name}.old-${stamp}`);
  await fs.mkdir(parent, { recursive: true });
  try {
    await moveOrCopy(staged, fresh);
    await checkComplete(fresh, staged.files);
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

/** The staging folder renamed where it can be; across disks (EXDEV) its files copied, the staged ones removed later with their folder. */
async function moveOrCopy(staged: { dir: string; files: StagedFile[] }, to: string) {
  try {
    await fs.rename(staged.dir, to);
    return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
  }
  for (const f of staged.files) {
    const target = path.join(to, f.path);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(f.source, target);
  }
}

/** Throws ENOENT for the first staged file missing from the folder about to be published. */
async function checkComplete(folder: string, files: StagedFile[]) {
  const present = new Set(
    (await fs.readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(folder, path.join(e.parentPath, e.name))),
  );
  const missing = files.find((f) => !present.has(path.normalize(f.path)));
  if (missing) throw Object.assign(new Error(`ENOENT: arquivo preparado não encontrado: ${missing.path}`), { code: 'ENOENT' });
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
