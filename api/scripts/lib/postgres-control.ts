import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createDb, type Db } from '../../src/db/connection.ts';

const run = promisify(execFile);

/**
 * Stops and starts the PostgreSQL server of DATABASE_URL, for the fault run. By default the
 * local Debian cluster serving that port (pg_ctlcluster, as root); FAULTS_PG_STOP and
 * FAULTS_PG_START replace the commands for other setups (`docker stop pg`, `systemctl …`).
 */
export interface PostgresControl {
  describe: string;
  /** Writes a checkpoint now, so that a stop right after has little left to sync (see checkpoint). */
  checkpoint: () => Promise<void>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

export async function postgresControl(databaseUrl: string): Promise<PostgresControl> {
  const stopCmd = process.env.FAULTS_PG_STOP;
  const startCmd = process.env.FAULTS_PG_START;
  const checkpointNow = () => checkpoint(databaseUrl);
  if (stopCmd && startCmd) {
    return { describe: `${stopCmd} / ${startCmd}`, checkpoint: checkpointNow, stop: () => shell(stopCmd), start: () => shell(startCmd) };
  }
  const port = new URL(databaseUrl).port || '5432';
  const { stdout } = await run('pg_lsclusters', ['-h']).catch(() => ({ stdout: '' }));
  const cluster = stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((cols) => cols[2] === port);
  if (!cluster) {
    throw new Error(
      `Nenhum cluster local (pg_lsclusters) na porta ${port}. Defina FAULTS_PG_STOP e FAULTS_PG_START com os comandos que param e iniciam o PostgreSQL.`,
    );
  }
  const [version, name] = cluster as [string, string];
  const ctl = (action: 'stop' | 'start') => run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action], { timeout: 60_000 }).then(() => {});
  return { describe: `pg_ctlcluster ${version} ${name}`, checkpoint: checkpointNow, stop: () => ctl('stop'), start: () => ctl('start') };
}

/**
 * A stop writes a shutdown checkpoint, and first waits for the one in progress. After a test
 * run that made and dropped thousands of tables, that one had 212,000 files to sync: the stop
 * took 27 s, and "PostgreSQL stopped for 5 s" became 34 s (docs/performance.md, "CI time").
 * Paid before the load starts, the stop phase measures the outage it means to.
 */
async function checkpoint(databaseUrl: string) {
  const db = createDb({ databaseUrl });
  const started = performance.now();
  try {
    await db.raw('checkpoint');
    console.log(`  checkpoint antes de parar: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    // a role without pg_checkpoint: the stop pays for it, as before
    console.log(`  checkpoint antes de parar não foi possível: ${(err as Error).message}`);
  } finally {
    await db.destroy();
  }
}

async function shell(command: string) {
  await run('/bin/sh', ['-c', command], { timeout: 60_000 });
}

/** Ends every connection the app opened (they carry its application_name); answers how many. */
export async function terminateAppConnections(db: Db, applicationName: string): Promise<number> {
  const { rows } = await db.raw('select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = ? and pid <> pg_backend_pid()', [
    applicationName,
  ]);
  return (rows as { ended: boolean }[]).filter((r) => r.ended).length;
}
