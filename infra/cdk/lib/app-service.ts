import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as ecs from 'aws-cdk-lib/aws-ecs';
import * as ecsPatterns from 'aws-cdk-lib/aws-ecs-patterns';
import * as elbv2 from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as route53 from 'aws-cdk-lib/aws-route53';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { Database } from './database.ts';
import { IMAGES_PREFIX, SITES_PREFIX, type Storage } from './storage.ts';
import { LOG_PREFIXES } from './access-logs.ts';
import type { VitrineSettings } from './settings.ts';
import type { CustomDomainsCdn } from './custom-domains-cdn.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = 3000;
/** AWS's managed prefix list of the addresses CloudFront uses to reach origins. */
export const CLOUDFRONT_ORIGIN_FACING = 'com.amazonaws.global.cloudfront.origin-facing';

interface AppServiceProps {
  vpc: ec2.IVpc;
  settings: VitrineSettings;
  database: Database;
  storage: Storage;
  certificate: acm.ICertificate;
  zone: route53.IHostedZone;
  logBucket: s3.IBucket;
}

/**
 * The Vitrine container on ECS Fargate behind an HTTPS load balancer: at least two tasks in
 * two zones, more when CPU runs high, rolled back automatically when a new version fails its
 * health checks. The app keeps nothing in memory that matters (sessions, rate limits and data
 * in PostgreSQL, images in S3), so any task can answer any request.
 */
export class AppService extends Construct {
  readonly service: ecsPatterns.ApplicationLoadBalancedFargateService;
  readonly sessionSecret: secretsmanager.Secret;
  readonly masterPassword: secretsmanager.Secret;
  private readonly container: ecs.ContainerDefinition;

  constructor(scope: Construct, id: string, props: AppServiceProps) {
    super(scope, id);
    const { settings, database, storage } = props;
    const dbSecret = database.instance.secret!;

    this.sessionSecret = new secretsmanager.Secret(this, 'SessionSecret', {
      secretName: 'vitrine/session-secret',
      description: 'SESSION_SECRET da Vitrine (assina os cookies de sessão e os tokens)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    // the key before the last rotation: what it made keeps working (docs/operations.md, "Rotating
    // the session secret"); until a rotation, a random value that matches nothing
    const previousSessionSecret = new secretsmanager.Secret(this, 'SessionSecretPrevious', {
      secretName: 'vitrine/session-secret-previous',
      description: 'SESSION_SECRET_PREVIOUS da Vitrine (o SESSION_SECRET de antes da última troca)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    for (const secret of [this.sessionSecret, previousSessionSecret]) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'SESSION_SECRET is rotated by hand (docs/operations.md): the current value moves to SESSION_SECRET_PREVIOUS, so sessions and API tokens stay valid and move to the new key on use; a scheduled Lambda rotation cannot do that move in two secrets at once.',
      });
    }
    this.masterPassword = new secretsmanager.Secret(this, 'MasterPassword', {
      secretName: 'vitrine/master-password',
      description: 'Senha inicial do usuário master (VITRINE_MASTER_PASSWORD)',
      generateSecretString: { passwordLength: 24, excludePunctuation: true },
    });
    Validations.of(this.masterPassword).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Only the master account's first password, used when the account is created at first start; afterwards the password lives hashed in the database and is changed there. Rotating this secret would change nothing.",
    });

    const cluster = new ecs.Cluster(this, 'Cluster', { vpc: props.vpc, containerInsightsV2: ecs.ContainerInsights.ENABLED });
    const image = settings.image ? ecs.ContainerImage.fromRegistry(settings.image) : ecs.ContainerImage.fromAsset(repoRoot, { file: 'infra/Dockerfile' });

    const taskDefinition = new ecs.FargateTaskDefinition(this, 'Task', {
      cpu: settings.cpu,
      memoryLimitMiB: settings.memoryMiB,
      runtimePlatform: { cpuArchitecture: ecs.CpuArchitecture.X86_64, operatingSystemFamily: ecs.OperatingSystemFamily.LINUX },
    });
    const container = (this.container = taskDefinition.addContainer('vitrine', {
      image,
      portMappings: [{ containerPort: PORT }],
      environment: {
        NODE_ENV: 'production',
        // the heap's ceilings from the task's size, not V8's guess (docs/operations.md, "Memory")
        NODE_OPTIONS: `--max-old-space-size=${settings.heapMiB} --max-semi-space-size=${settings.semiSpaceMiB}`,
        PORT: String(PORT),
        HOST: '0.0.0.0',
        PLATFORM_DOMAIN: settings.domain,
        PUBLIC_URL: `https://${settings.domain}`,
        // one hop: the load balancer; X-Forwarded-For gives the shopper's address
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        // the URL names no server: node-postgres takes the rest from the PG* variables,
        // so the password comes from Secrets Manager and never sits in the task definition
        DATABASE_URL: 'postgres://',
        PGHOST: database.instance.instanceEndpoint.hostname,
        PGPORT: database.instance.instanceEndpoint.port.toString(),
        PGDATABASE: database.databaseName,
        // RDS requires TLS; its CA is not in Node's bundle (set NODE_EXTRA_CA_CERTS and
        // PGSSLMODE=verify-full to also check the server's certificate)
        PGSSLMODE: 'no-verify',
        S3_BUCKET: storage.bucket.bucketName,
        S3_REGION: Stack.of(this).region,
        S3_PREFIX: IMAGES_PREFIX,
        DEPLOY_TARGET: `s3://${storage.bucket.bucketName}/${SITES_PREFIX}`,
        CLOUDFRONT_DISTRIBUTION_ID: storage.distribution.distributionId,
        DNS_PROVIDER: 'route53',
        ROUTE53_ZONE_ID: props.zone.hostedZoneId,
      },
      secrets: {
        SESSION_SECRET: ecs.Secret.fromSecretsManager(this.sessionSecret),
        SESSION_SECRET_PREVIOUS: ecs.Secret.fromSecretsManager(previousSessionSecret),
        VITRINE_MASTER_PASSWORD: ecs.Secret.fromSecretsManager(this.masterPassword),
        PGUSER: ecs.Secret.fromSecretsManager(dbSecret, 'username'),
        PGPASSWORD: ecs.Secret.fromSecretsManager(dbSecret, 'password'),
      },
      logging: ecs.LogDrivers.awsLogs({
        streamPrefix: 'vitrine',
        logGroup: new logs.LogGroup(this, 'Logs', { retention: logs.RetentionDays.ONE_MONTH }),
      }),
      // the same check as the image's HEALTHCHECK: the process answers (the balancer's
      // check, /readyz, also asks the database)
      healthCheck: {
        command: ['CMD', 'node', '-e', `fetch('http://127.0.0.1:${PORT}/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`],
        interval: Duration.seconds(15),
        timeout: Duration.seconds(5),
        retries: 3,
        startPeriod: Duration.seconds(30),
      },
      // ECS stops a task with SIGTERM: the app finishes the requests in flight (up to 10 s)
      stopTimeout: Duration.seconds(30),
      readonlyRootFilesystem: true,
    }));
    // the only writable place: temporary files. DATA_DIR stays unused here: data is in
    // PostgreSQL, images and deployed sites in S3, the secrets come from Secrets Manager.
    taskDefinition.addVolume({ name: 'tmp' });
    container.addMountPoints({ sourceVolume: 'tmp', containerPath: '/tmp', readOnly: false });

    this.service = new ecsPatterns.ApplicationLoadBalancedFargateService(this, 'Service', {
      cluster,
      taskDefinition,
      desiredCount: settings.minTasks,
      publicLoadBalancer: true,
      protocol: elbv2.ApplicationProtocol.HTTPS,
      certificate: props.certificate,
      redirectHTTP: true,
      sslPolicy: elbv2.SslPolicy.RECOMMENDED_TLS,
      taskSubnets: { subnetType: ec2.SubnetType.PRIVATE_WITH_EGRESS },
      // rolling deploys keep every running task until the new ones are healthy
      minHealthyPercent: 100,
      maxHealthyPercent: 200,
      circuitBreaker: { rollback: true },
      healthCheckGracePeriod: Duration.seconds(60),
      enableExecuteCommand: true,
      // Node must keep idle connections longer than the balancer (60 s), or a request can
      // land on a socket Node is closing: see docs/operations.md, "Scaling".
      idleTimeout: Duration.seconds(60),
      // no 0.0.0.0/0: only CloudFront reaches the balancer (below)
      openListener: false,
    });
    this.acceptOnlyCloudFront();
    this.service.loadBalancer.logAccessLogs(props.logBucket, LOG_PREFIXES.loadBalancer);

    // the balancer sends traffic only to tasks whose database answers
    this.service.targetGroup.configureHealthCheck({
      path: '/readyz',
      healthyHttpCodes: '200',
      interval: Duration.seconds(15),
      timeout: Duration.seconds(5),
      healthyThresholdCount: 2,
      unhealthyThresholdCount: 3,
    });
    this.service.targetGroup.setAttribute('deregistration_delay.timeout_seconds', '30');
    // a new task (a deploy, a scale-out, a replaced task) gets its share of requests over 30 s
    // (the balancer's least): its first seconds serve slower, with no answer, shop or
    // optimised code of its own yet (docs/performance.md, "Where the tail after a kill is")
    this.service.targetGroup.setAttribute('slow_start.duration_seconds', '30');

    const scaling = this.service.service.autoScaleTaskCount({ minCapacity: settings.minTasks, maxCapacity: settings.maxTasks });
    scaling.scaleOnCpuUtilization('Cpu', {
      targetUtilizationPercent: 60,
      scaleInCooldown: Duration.minutes(5),
      scaleOutCooldown: Duration.minutes(1),
    });
    scaling.scaleOnRequestCount('Requests', { requestsPerTarget: 1000, targetGroup: this.service.targetGroup });

    // the tasks, and nothing else, reach the database
    database.instance.connections.allowDefaultPortFrom(this.service.service, 'Vitrine tasks');

    // objects under the two prefixes the app writes, and listing (so a missing key is a 404,
    // not a 403, and deploy can remove what a site no longer has)
    const role = this.service.taskDefinition.taskRole;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [storage.bucket.arnForObjects(`${IMAGES_PREFIX}/*`), storage.bucket.arnForObjects(`${SITES_PREFIX}/*`)],
      }),
    );
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [storage.bucket.bucketArn] }));
    storage.distribution.grantCreateInvalidation(role);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['route53:ChangeResourceRecordSets', 'route53:ListResourceRecordSets'],
        resources: [props.zone.hostedZoneArn],
      }),
    );
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['route53:GetChange'], resources: ['arn:aws:route53:::change/*'] }));

    this.redeployAfterRotation(database, cluster);
    this.acknowledgeChecks(storage);
  }

  /**
   * The balancer answers CloudFront only: its security group admits HTTPS from AWS's managed
   * prefix list of CloudFront's origin-facing addresses (looked up by name at `cdk synth`,
   * cached in cdk.context.json), so nobody can skip the edge and its WAF rate limit. Its own
   * health checks go out to the tasks (the tasks' group admits the balancer's), not in.
   */
  private acceptOnlyCloudFront() {
    const cloudFront = ec2.PrefixList.fromLookup(this, 'CloudFrontOriginFacing', { prefixListName: CLOUDFRONT_ORIGIN_FACING });
    this.service.loadBalancer.connections.allowFrom(cloudFront, ec2.Port.tcp(443), 'CloudFront (origin-facing) only');
  }

  /** PLATFORM_TARGET: where the platform's names point, the platform's CloudFront distribution (platform-cdn.ts). */
  usePlatformTarget(distributionDomainName: string) {
    this.container.addEnvironment('PLATFORM_TARGET', distributionDomainName);
  }

  /**
   * Custom domains through CloudFront tenants (custom-domains-cdn.ts): the app creates, follows
   * and removes one tenant per verified domain, in the connection group shops' domains point at.
   */
  useCustomDomains(cdn: CustomDomainsCdn) {
    const stack = Stack.of(this);
    this.container.addEnvironment('CLOUDFRONT_MULTI_TENANT_DISTRIBUTION_ID', cdn.distribution.attrId);
    this.container.addEnvironment('CLOUDFRONT_CONNECTION_GROUP_ID', cdn.connectionGroup.attrId);
    this.container.addEnvironment('CLOUDFRONT_ROUTING_ENDPOINT', cdn.connectionGroup.attrRoutingEndpoint);
    const role = this.service.taskDefinition.taskRole;
    const tenants = stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution-tenant', resourceName: '*' });
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['cloudfront:CreateDistributionTenant'],
        resources: [stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: cdn.distribution.attrId }), tenants],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [
          'cloudfront:GetDistributionTenant',
          'cloudfront:UpdateDistributionTenant',
          'cloudfront:DeleteDistributionTenant',
          'cloudfront:GetManagedCertificateDetails',
        ],
        resources: [tenants],
      }),
    );
    // CloudFront asks ACM for the managed certificate with the caller's rights; RequestCertificate
    // cannot name a certificate that does not exist yet, DescribeCertificate names this account's
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['acm:RequestCertificate'], resources: ['*'] }));
    const certificates = stack.formatArn({ service: 'acm', region: 'us-east-1', resource: 'certificate', resourceName: '*' });
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['acm:DescribeCertificate'], resources: [certificates] }));
    Validations.of(this.service.taskDefinition).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cloudfront::${stack.account}:distribution-tenant/*]`,
      reason: 'A distribution tenant gets its id when CloudFront creates it for a newly verified custom domain: the app cannot name it in advance.',
    });
    Validations.of(this.service.taskDefinition).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:acm:us-east-1:${stack.account}:certificate/*]`,
      reason:
        "CloudFront's managed certificates live in us-east-1 and get their ids when CloudFront requests them for a new tenant: the app reads those of this account only.",
    });
  }

  /** cdk-nag findings that are the design, each with its reason. */
  private acknowledgeChecks(storage: Storage) {
    const task = Validations.of(this.service.taskDefinition);
    // cdk-nag names a resource by its logical id
    const bucketId = Stack.of(this).getLogicalId(storage.bucket.node.defaultChild as CfnElement);
    for (const [id, reason] of [
      [
        'AwsSolutions-ECS2',
        'The environment holds only configuration (domain, region, bucket name, ports); every secret (session secret, master password, database user and password) comes from Secrets Manager through `secrets`.',
      ],
      [
        'AwsSolutions-IAM5[Resource::*]',
        "CloudFront asks ACM for a custom domain's managed certificate with the caller's rights: acm:RequestCertificate has no resource-level permission (the certificate does not exist yet). ECS Exec (enableExecuteCommand, for operators to open a shell in a task): ssmmessages and its CloudWatch Logs actions have no resource-level permissions.",
      ],
      [
        'AwsSolutions-IAM5[Resource::arn:aws:route53:::change/*]',
        'route53:GetChange is granted on change/*: the id of a change is only known once Route 53 answers the request that made it.',
      ],
    ] as const)
      task.acknowledge({ id, reason });
    for (const prefix of [IMAGES_PREFIX, SITES_PREFIX]) {
      task.acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${prefix}/*]`,
        reason: `The app reads, writes and deletes objects it names itself under ${prefix}/ (image variants, deployed sites): the prefix is as narrow as the keys can be known in advance.`,
      });
    }
  }

  /**
   * A task reads the database password once, at start. When Secrets Manager has rotated it,
   * replace the tasks (a rolling deploy, as for a new version) so new connections use the
   * new password; connections already open keep working meanwhile.
   */
  private redeployAfterRotation(database: Database, cluster: ecs.Cluster) {
    const stack = Stack.of(this);
    const rule = new events.Rule(this, 'RedeployAfterRotation', {
      description: 'Vitrine: novas tarefas depois da rotação da senha do banco',
      eventPattern: {
        source: ['aws.secretsmanager'],
        detailType: ['AWS Service Event via CloudTrail'],
        detail: { eventName: ['RotationSucceeded'], additionalEventData: { SecretId: [database.instance.secret!.secretArn] } },
      },
    });
    rule.addTarget(
      new eventTargets.AwsApi({
        service: 'ECS',
        action: 'updateService',
        parameters: { cluster: cluster.clusterName, service: this.service.service.serviceName, forceNewDeployment: true },
        policyStatement: new iam.PolicyStatement({ actions: ['ecs:UpdateService'], resources: [this.service.service.serviceArn] }),
      }),
    );
    // the target's function is one per stack, made by CDK; its role has the basic Lambda policy
    for (const child of stack.node.children) {
      if (child.node.id.startsWith('AWS') && child.node.tryFindChild('ServiceRole')) {
        Validations.of(child).acknowledge({
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason:
            "CDK's function behind the EventBridge AwsApi target: AWSLambdaBasicExecutionRole lets it write its own logs, nothing more; its one action is ecs:UpdateService on this service.",
        });
      }
    }
  }
}
