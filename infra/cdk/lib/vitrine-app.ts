import { Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeStack } from './edge.ts';
import { VitrineStack } from './vitrine-stack.ts';
import type { VitrineSettings } from './settings.ts';

/**
 * The two stacks of an installation, checked by cdk-nag's AWS Solutions rules at synth (a
 * finding fails `cdk synth` and `cdk deploy` unless acknowledged, with its reason, next to
 * the resource): `Vitrine-Edge` in us-east-1 (CloudFront's certificate and web ACL) and
 * `Vitrine` in the chosen region (everything else).
 */
export function buildVitrine(app: App, settings: VitrineSettings, env: Environment) {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const edge = new EdgeStack(app, 'Vitrine-Edge', {
    settings,
    env: { account: env.account, region: 'us-east-1' },
    crossRegionReferences: true,
    description: `Vitrine (${settings.domain}): certificado e WAF do CloudFront (us-east-1)`,
  });
  const main = new VitrineStack(app, 'Vitrine', {
    settings,
    env,
    edge: { certificate: edge.certificate, webAclArn: edge.webAcl.attrArn },
    description: `Vitrine (${settings.domain}): ECS Fargate, RDS PostgreSQL, S3 + CloudFront, Route 53`,
  });
  return { edge, main };
}
