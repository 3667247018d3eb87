import { CfnOutput, Stack, Token, type StackProps } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as route53 from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import type { VitrineSettings } from './settings.ts';
import { Database } from './database.ts';
import { Storage } from './storage.ts';
import { AppService } from './app-service.ts';
import { PlatformCertificate, platformRecords } from './dns.ts';

export interface VitrineStackProps extends StackProps {
  settings: VitrineSettings;
}

/** Vitrine in production on AWS: network, database, storage, the app and its names. */
export class VitrineStack extends Stack {
  private readonly zones: string[] | undefined;

  constructor(scope: Construct, id: string, props: VitrineStackProps) {
    super(scope, id, props);
    const { settings } = props;
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
    // S3 traffic stays off the NAT gateway (images are the bulk of it)
    vpc.addGatewayEndpoint('S3Endpoint', { service: ec2.GatewayVpcEndpointAwsService.S3 });

    const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: settings.hostedZoneId, zoneName: settings.domain });
    const { certificate } = new PlatformCertificate(this, 'Certificate', { domain: settings.domain, zone });
    const database = new Database(this, 'Database', { vpc, settings });
    const storage = new Storage(this, 'Storage');
    const app = new AppService(this, 'App', { vpc, settings, database, storage, certificate, zone });
    platformRecords(this, { domain: settings.domain, zone, loadBalancer: app.service.loadBalancer });

    new CfnOutput(this, 'PlatformUrl', { value: `https://${settings.domain}`, description: 'Painel: /admin; lojas: https://{subdominio}.' + settings.domain });
    new CfnOutput(this, 'LoadBalancer', { value: app.service.loadBalancer.loadBalancerDnsName });
    new CfnOutput(this, 'SitesUrl', { value: `https://${storage.distribution.distributionDomainName}/{subdominio}/`, description: 'Sites estáticos publicados (deploy)' });
    new CfnOutput(this, 'BucketName', { value: storage.bucket.bucketName });
    new CfnOutput(this, 'DatabaseSecret', { value: database.instance.secret!.secretName, description: 'Usuário e senha do PostgreSQL' });
    new CfnOutput(this, 'MasterPasswordSecret', { value: app.masterPassword.secretName, description: 'Senha inicial do master (aws secretsmanager get-secret-value)' });
  }

  /** Zones named in settings (or the region's a and b), so synth never has to ask AWS for them. */
  override get availabilityZones(): string[] {
    return this.zones ?? super.availabilityZones;
  }
}
