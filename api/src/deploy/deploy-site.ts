import type { AppDeps } from '../http/context.ts';
import type { DeployResult } from '@vitrine/contract/clients';
import { messages } from '@vitrine/contract/messages';
import type { SiteRow } from '../tenancy/site-model.ts';
import { exportStorefrontTo, type ExportSink } from '../storefront/static-export.ts';
import { deployTargetFor, describeTarget, type DeployTarget } from './target.ts';
import { formatBytes } from './files.ts';
import { Staging, stagingRoot } from './staging.ts';
import { publishToFolder, removeFolder } from './local-folder.ts';
import { invalidateCloudFront, publishToS3, removeFromS3 } from './s3-target.ts';
import { deployClientsFrom, type DeployClients } from './aws-clients.ts';

/** Makes a shop's files and hands each to `sink` as it comes. */
export type Exporter = (deps: AppDeps, site: SiteRow, sink: ExportSink) => Promise<void>;

export interface DeployOptions {
  /** The storefront's static export (default); tests may give their own files. */
  exporter?: Exporter;
  clients?: DeployClients;
}

/**
 * Exports a shop's storefront and publishes it to DEPLOY_TARGET. Never throws: the answer
 * says whether it worked, with a readable log, and a failed deploy leaves the version that
 * was there before in place. Runs outside any request transaction (the export reads the
 * catalogue through deps.db).
 */
export async function deploySite(deps: AppDeps, site: SiteRow, options: DeployOptions = {}): Promise<DeployResult> {
  const target = deployTargetFor(deps.config, site.subdomain);
  const where = describeTarget(target);
  const log = new DeployLog();
  log.line(messages.deploy.started(site.subdomain, site.store_name));
  try {
    return await oneAtATime(where, async () => {
      log.line(messages.deploy.exporting);
      const staging = await Staging.open(stagingRoot(target), site.subdomain);
      try {
        try {
          await (options.exporter ?? exportStorefrontTo)(deps, site, staging.add);
          await staging.finish();
        } catch (err) {
          throw new DeployError(messages.deploy.exportFailed(errorText(err)), err);
        }
        const problem = staging.problem();
        if (problem) throw new DeployError(messages.deploy.exportFailed(problem));
        log.line(messages.deploy.exported(staging.files.length, formatBytes(staging.bytes())));

        log.line(messages.deploy.publishing(where));
        try {
          await publish(deps, target, staging, options.clients ?? deployClientsFrom(deps.config), log);
        } catch (err) {
          throw new DeployError(messages.deploy.publishFailed(errorText(err)), err);
        }
      } finally {
        await staging.remove();
      }
      log.line(messages.deploy.done(log.seconds()));
      return { success: true, output: log.text(), error: null, target: where };
    });
  } catch (err) {
    const error = err instanceof DeployError ? err.message : messages.deploy.publishFailed(errorText(err));
    deps.logger.error({ err: err instanceof DeployError ? (err.cause ?? err) : err, subdomain: site.subdomain, target: where }, 'deploy failed');
    log.line(error);
    log.line(messages.deploy.previousKept);
    return { success: false, output: log.text(), error, target: where };
  }
}

async function publish(deps: AppDeps, target: DeployTarget, staging: Staging, clients: DeployClients, log: DeployLog) {
  const { files } = staging;
  if (target.kind === 'folder') {
    await publishToFolder(target.dir, staging);
    log.line(messages.deploy.wroteFolder(files.length, target.dir));
    return;
  }
  const { uploaded, removed } = await publishToS3(clients.s3(), target, files);
  log.line(messages.deploy.uploaded(uploaded, removed));
  const distribution = deps.config.cloudfrontDistributionId;
  if (distribution) {
    const id = await invalidateCloudFront(clients.cloudfront(), distribution);
    log.line(messages.deploy.invalidated(distribution, id ?? '?'));
  }
}

/**
 * Takes a shop's deployed copy down, so an unpublished, inactive or deleted shop is not left
 * online as static files. Best effort: the database change has already happened; a failure
 * is logged and answered, never thrown.
 */
export async function removeDeployment(
  deps: AppDeps,
  subdomain: string,
  clients: DeployClients = deployClientsFrom(deps.config),
): Promise<{ removed: boolean; error?: string }> {
  const target = deployTargetFor(deps.config, subdomain);
  try {
    return await oneAtATime(describeTarget(target), async () => {
      if (target.kind === 'folder') return { removed: await removeFolder(target.dir) };
      const count = await removeFromS3(clients.s3(), target);
      if (count && deps.config.cloudfrontDistributionId) await invalidateCloudFront(clients.cloudfront(), deps.config.cloudfrontDistributionId);
      return { removed: count > 0 };
    });
  } catch (err) {
    deps.logger.error({ err, subdomain, target: describeTarget(target) }, 'could not remove deployed site');
    return { removed: false, error: errorText(err) };
  }
}

class DeployError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'DeployError';
  }
}

class DeployLog {
  private lines: string[] = [];
  private readonly start = Date.now();
  line(text: string) {
    this.lines.push(text);
  }
  seconds() {
    return ((Date.now() - this.start) / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  }
  text() {
    return this.lines.join('\n');
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Deploys to the same place run one after the other in this process, so two clicks on
 * "deploy" never interleave their renames or uploads.
 */
const running = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = running.get(key) ?? Promise.resolve();
  const mine = before.catch(() => {}).then(work);
  running.set(key, mine);
  try {
    return await mine;
  } finally {
    if (running.get(key) === mine) running.delete(key);
  }
}
