import { App } from 'aws-cdk-lib';
import { buildVitrine } from '../lib/vitrine-app.ts';
import { readSettings } from '../lib/settings.ts';

// cdk deploy --all -c domain=vitrine.com.br -c hostedZoneId=Z0123456789ABC   (see docs/operations.md)
const app = new App();
const settings = readSettings((key) => app.node.tryGetContext(key));
buildVitrine(app, settings, {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: settings.region ?? process.env.CDK_DEFAULT_REGION ?? 'sa-east-1',
});
