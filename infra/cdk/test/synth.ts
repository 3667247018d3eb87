import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildVitrine } from '../lib/vitrine-app.ts';
import { readSettings } from '../lib/settings.ts';

/**
 * `cdk synth`, offline: the stacks are synthesised in memory (no AWS account, no lookups, a
 * prebuilt image so no Docker) and the templates are checked for what production needs.
 * cdk-nag's AWS Solutions rules run on every synth (lib/vitrine-app.ts): a finding that is
 * not acknowledged makes synth throw, so every test here also fails on one.
 */
export const context: Record<string, unknown> = {
  domain: 'vitrine.com.br',
  hostedZoneId: 'Z0123456789ABC',
  image: '123456789012.dkr.ecr.sa-east-1.amazonaws.com/vitrine:1.0.0',
};

export function synth(extra: Record<string, unknown> = {}) {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-cdk-'));
  const merged = Object.fromEntries(Object.entries({ ...context, ...extra }).filter(([, v]) => v !== undefined));
  const app = new App({ outdir, context: merged });
  const { main, edge } = buildVitrine(
    app,
    readSettings((k) => app.node.tryGetContext(k)),
    { account: '123456789012', region: 'sa-east-1' },
  );
  const assembly = app.synth();
  const report = path.join(assembly.directory, 'validation-report.json');
  const validation = fs.existsSync(report) ? (JSON.parse(fs.readFileSync(report, 'utf8')) as ValidationReport) : { pluginReports: [] };
  // what `cdk synth` would look up in the account (offline: dummy values, listed here)
  const lookups = assembly.manifest.missing ?? [];
  const templates = { template: Template.fromStack(main), edgeTemplate: Template.fromStack(edge), validation, lookups };
  fs.rmSync(outdir, { recursive: true, force: true });
  return templates;
}

export interface ValidationReport {
  pluginReports: { pluginName: string; violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[] }[];
}
