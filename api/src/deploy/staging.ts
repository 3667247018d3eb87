import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DeployTarget } from './target.ts';
import type { ExportedFile } from '../storefront/static-export.ts';
import { exportProblem, pathProblem } from './files.ts';

/** A file of an export, written to the staging folder: what publishing needs, not its bytes. */
export interface StagedFile {
  path: string;
  contentType: string;
  bytes: number;
  /** Where it is on disk now. */
  source: string;
}

/**
 * A deploy's export on disk, file by file as the export makes them, so a large shop's site
 * (about 500 MB at 5,000 products) never sits whole in the memory of the process that serves
 * every other shop (docs/operations.md, "Memory"). Each path is checked as it arrives (safe,
 * used once), the whole at the end (not empty, has index.html): a broken export fails the
 * deploy before anything is published. The folder (see stagingRoot) is removed when the deploy
 * ends, published or not.
 */
export class Staging {
  readonly files: StagedFile[] = [];
  readonly dir: string;
  private readonly seen = new Set<string>();
  /** Writes under way: a few at once keep the disk busy; more would hold more files in memory. */
  private readonly pending = new Set<Promise<void>>();
  private readonly folders = new Map<string, Promise<unknown>>();
  private failure: Error | undefined;

  private constructor(dir: string) {
    this.dir = dir;
  }

  /** A new staging folder under `root` (stagingRoot gives it). */
  static async open(root: string, name: string): Promise<Staging> {
    await removeAbandoned(root);
    const dir = path.join(root, `${name}-${Date.now()}-${crypto.randomBytes(3).toString('hex')}`);
    for (let attempt = 1; ; attempt++) {
      try {
        await fs.mkdir(dir, { recursive: true });
        break;
      } catch (err) {
        // another deploy's remove() took the empty root away between its making and ours
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw err;
      }
    }
    return new Staging(dir);
  }

  /**
   * Takes one file of the export and starts writing it; waits only when WRITES_AT_ONCE are
   * under way. Throws ExportRefused for a path that must not be published, and the error of an
   * earlier write that failed.
   */
  readonly add = async (file: ExportedFile): Promise<void> => {
    if (this.failure) throw this.failure;
    const problem = pathProblem(file.path, this.seen);
    if (problem) throw new ExportRefused(problem);
    this.seen.add(file.path);
    const source = path.join(this.dir, file.path);
    const bytes = typeof file.body === 'string' ? Buffer.byteLength(file.body) : file.body.length;
    this.files.push({ path: file.path, contentType: file.contentType, bytes, source });
    const write: Promise<void> = this.write(source, file.body)
      .catch((err: Error) => void (this.failure ??= err))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
    if (this.pending.size >= WRITES_AT_ONCE) await Promise.race(this.pending);
    if (this.failure) throw this.failure;
  };

  /** Waits for the writes under way; throws the first that failed. */
  async finish(): Promise<void> {
    await Promise.all(this.pending);
    if (this.failure) throw this.failure;
  }

  /** What is wrong with the export as a whole, or null. */
  problem(): string | null {
    return exportProblem(this.seen);
  }

  /** The files' bytes. */
  bytes(): number {
    return this.files.reduce((n, f) => n + f.bytes, 0);
  }

  /** Removes the folder, and its root when nothing else is staged there. */
  async remove(): Promise<void> {
    await Promise.allSettled(this.pending);
    await fs.rm(this.dir, { recursive: true, force: true });
    await fs.rmdir(path.dirname(this.dir)).catch(() => undefined); // another deploy's folder is there: kept
  }

  private async write(source: string, body: Buffer | string) {
    const folder = path.dirname(source);
    // each folder made once (a product's page and its alias each have their own)
    let made = this.folders.get(folder);
    if (!made) this.folders.set(folder, (made = fs.mkdir(folder, { recursive: true })));
    await made;
    await fs.writeFile(source, body);
  }
}

/** libuv writes four files at a time by default; a few more queued keep it busy. */
const WRITES_AT_ONCE = 16;

/**
 * Where a deploy stages its export: beside a folder target, on its disk (the staged files are
 * then moved into place by rename); for a bucket, in the system's temporary folder (on AWS the
 * only writable place: the root filesystem is read-only, and /tmp is the task's disk).
 */
export function stagingRoot(target: DeployTarget): string {
  return target.kind === 'folder' ? path.join(path.dirname(target.dir), '.staging') : path.join(os.tmpdir(), 'vitrine-staging');
}

/** A deploy takes minutes; a staging folder a day old was left by a process that died midway. */
const ABANDONED_MS = 24 * 60 * 60 * 1000;

async function removeAbandoned(root: string) {
  const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const dir = path.join(root, entry.name);
    const stat = await fs.stat(dir).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > ABANDONED_MS) await fs.rm(dir, { recursive: true, force: true });
  }
}

/** An export refused by its own checks (a path outside the site, one used twice). */
export class ExportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportRefused';
  }
}
