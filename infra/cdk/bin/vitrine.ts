import { App } from 'aws-cdk-lib';
import { VitrineStack } from '../lib/vitrine-stack.ts';
import { readSettings } from '../lib/settings.ts';

// cdk deploy -c domain=vitrine.com.br -c hostedZoneId=Z0123456789ABC   (see docs/operations.md)
const app = new App();
const settings = readSettings((key) => app.node.tryGetContext(key));
new VitrineStack(app, 'Vitrine', {
  settings,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: settings.region ?? process.env.CDK_DEFAULT_REGION ?? 'sa-east-1' },
  description: `Vitrine (${settings.domain}): ECS Fargate, RDS PostgreSQL, S3 + CloudFront, Route 53`,
});
