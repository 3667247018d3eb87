import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as rds from 'aws-cdk-lib/aws-rds';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { VitrineSettings } from './settings.ts';

/**
 * PostgreSQL on RDS: a standby in a second zone (multi-AZ), daily backups with point-in-time
 * recovery, encrypted, in isolated subnets, its password generated into Secrets Manager and
 * rotated every 30 days (the app's tasks are then replaced to pick it up: app-service.ts).
 */
export class Database extends Construct {
  readonly instance: rds.DatabaseInstance;
  readonly databaseName = 'vitrine';
  readonly rotation: secretsmanager.SecretRotation;

  constructor(scope: Construct, id: string, props: { vpc: ec2.IVpc; settings: VitrineSettings }) {
    super(scope, id);
    const { settings } = props;
    this.instance = new rds.DatabaseInstance(this, 'Postgres', {
      engine: rds.DatabaseInstanceEngine.postgres({ version: rds.PostgresEngineVersion.VER_17 }),
      instanceType: new ec2.InstanceType(settings.dbInstanceType),
      vpc: props.vpc,
      vpcSubnets: { subnetType: ec2.SubnetType.PRIVATE_ISOLATED },
      multiAz: true,
      databaseName: this.databaseName,
      credentials: rds.Credentials.fromGeneratedSecret('vitrine', { secretName: 'vitrine/database' }),
      allocatedStorage: settings.dbAllocatedGiB,
      maxAllocatedStorage: settings.dbAllocatedGiB * 5,
      storageType: rds.StorageType.GP3,
      storageEncrypted: true,
      backupRetention: Duration.days(settings.backupDays),
      preferredBackupWindow: '06:00-07:00', // 03:00-04:00 in Brasília
      preferredMaintenanceWindow: 'sun:07:00-sun:08:00',
      deleteAutomatedBackups: false,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.SNAPSHOT,
      cloudwatchLogsExports: ['postgresql'],
      autoMinorVersionUpgrade: true,
      publiclyAccessible: false,
    });
    // the rotation function calls the Secrets Manager API, which isolated subnets cannot reach
    this.rotation = this.instance.addRotationSingleUser({
      automaticallyAfter: Duration.days(30),
      vpcSubnets: { subnetType: ec2.SubnetType.PRIVATE_WITH_EGRESS },
    });
    Validations.of(this.instance).acknowledge({
      id: 'AwsSolutions-RDS11',
      reason:
        'PostgreSQL keeps its usual port 5432: the instance is in isolated subnets and its security group admits only the app tasks and the rotation function, so another port would hide nothing.',
    });
  }
}
