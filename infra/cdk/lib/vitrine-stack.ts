import { CfnOutput, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as route53 from 'aws-cdk-lib/aws-route53';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import type { VitrineSettings } from './settings.ts';
import { Database } from './database.ts';
import { Storage } from './storage.ts';
import { AppService } from './app-service.ts';
import { PlatformCertificate, platformRecords } from './dns.ts';
import { AccessLogs, LOG_PREFIXES } from './access-logs.ts';
import { PlatformCdn } from './platform-cdn.ts';
import { CustomDomainsCdn } from './custom-domains-cdn.ts';

export interface VitrineStackProps extends StackProps {
  settings: VitrineSettings;
  /** From the us-east-1 edge stack (edge.ts): CloudFront's certificate and web ACL. */
  edge: { certificate: acm.ICertificate; webAclArn: string };
}

/** Vitrine in production on AWS: network, database, storage, the app, the CDN and its names. */
export class VitrineStack extends Stack {
  private readonly zones: string[] | undefined;

  constructor(scope: Construct, id: string, props: VitrineStackProps) {
    // the edge stack lives in us-east-1: CDK carries its outputs across regions
    super(scope, id, { ...props, crossRegionReferences: true });
    const { settings, edge } = props;
    this.zones = settings.availabilityZones?.length
      ? settings.availabilityZones
      : Token.isUnresolved(this.region)
        ? undefined
        : [`${this.region}a`, `${this.region}b`];

    // public subnets for the balancer, private ones (with egress, for S3 and AWS APIs) for
    // the tasks, isolated ones for the database; two zones so one can fail
    const vpc = new ec2.Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: settings.natGateways,
      subnetConfiguration: [
        { name: 'public', subnetType: ec2.SubnetType.PUBLIC, cidrMask: 24 },
        { name: 'app', subnetType: ec2.SubnetType.PRIVATE_WITH_EGRESS, cidrMask: 22 },
        { name: 'data', subnetType: ec2.SubnetType.PRIVATE_ISOLATED, cidrMask: 24 },
      ],
    });
    Validations.of(vpc).acknowledge({
      id: 'CloudFormation-Validate::W3010',
      reason: 'Availability zones are named (setting azs, or the region a and b) so that synth never has to ask AWS for them.',
    });
    // S3 traffic stays off the NAT gateway (images are the bulk of it)
    vpc.addGatewayEndpoint('S3Endpoint', { service: ec2.GatewayVpcEndpointAwsService.S3 });
    const logs = new AccessLogs(this, 'AccessLogs', { logDays: settings.logDays });
    vpc.addFlowLog('FlowLog', { destination: ec2.FlowLogDestination.toS3(logs.bucket, LOG_PREFIXES.vpc), trafficType: ec2.FlowLogTrafficType.ALL });

    const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: settings.hostedZoneId, zoneName: settings.domain });
    const { certificate } = new PlatformCertificate(this, 'Certificate', { domain: settings.domain, zone });
    const database = new Database(this, 'Database', { vpc, settings });
    const storage = new Storage(this, 'Storage', { domain: settings.domain, certificate: edge.certificate, webAclArn: edge.webAclArn, logBucket: logs.bucket });
    const app = new AppService(this, 'App', { vpc, settings, database, storage, certificate, zone, logBucket: logs.bucket });
    const cdn = new PlatformCdn(this, 'Cdn', {
      domain: settings.domain,
      loadBalancer: app.service.loadBalancer,
      certificate: edge.certificate,
      webAclArn: edge.webAclArn,
      logBucket: logs.bucket,
    });
    // shops' own domains: one CloudFront tenant each, created by the app once the domain is verified
    const customDomains = new CustomDomainsCdn(this, 'CustomDomains', {
      domain: settings.domain,
      certificate: edge.certificate,
      webAclArn: edge.webAclArn,
      logBucket: logs.bucket,
    });
    app.usePlatformTarget(cdn.distribution.distributionDomainName);
    app.useCustomDomains(customDomains);
    platformRecords(this, { domain: settings.domain, zone, platform: cdn.distribution, sites: storage.distribution, sitesDomain: storage.sitesDomain });

    new CfnOutput(this, 'PlatformUrl', { value: `https://${settings.domain}`, description: 'Painel: /admin; lojas: https://{subdominio}.' + settings.domain });
    new CfnOutput(this, 'LoadBalancer', { value: app.service.loadBalancer.loadBalancerDnsName });
    new CfnOutput(this, 'SitesUrl', { value: `https://${storage.sitesDomain}/{subdominio}/`, description: 'Sites estáticos publicados (deploy)' });
    new CfnOutput(this, 'PlatformDistributionId', { value: cdn.distribution.distributionId, description: 'CloudFront da plataforma e das lojas' });
    new CfnOutput(this, 'CustomDomainsDistributionId', {
      value: customDomains.distribution.attrId,
      description: 'CloudFront multi-tenant dos domínios próprios (CLOUDFRONT_MULTI_TENANT_DISTRIBUTION_ID)',
    });
    new CfnOutput(this, 'CustomDomainsTarget', {
      value: customDomains.connectionGroup.attrRoutingEndpoint,
      description: 'Para onde o CNAME do domínio próprio de uma loja aponta (PLATFORM_TARGET)',
    });
    new CfnOutput(this, 'LogBucket', { value: logs.bucket.bucketName, description: 'Logs de acesso (balanceador, CloudFront, S3, VPC)' });
    new CfnOutput(this, 'BucketName', { value: storage.bucket.bucketName });
    new CfnOutput(this, 'DatabaseSecret', { value: database.instance.secret!.secretName, description: 'Usuário e senha do PostgreSQL' });
    new CfnOutput(this, 'MasterPasswordSecret', {
      value: app.masterPassword.secretName,
      description: 'Senha inicial do master (aws secretsmanager get-secret-value)',
    });
  }

  /** Zones named in settings (or the region's a and b), so synth never has to ask AWS for them. */
  override get availabilityZones(): string[] {
    return this.zones ?? super.availabilityZones;
  }
}
