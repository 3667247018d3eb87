/**
 * What differs between installations, read from CDK context (`-c key=value` or cdk.json):
 * the platform's domain and its Route 53 zone are required, the rest has production defaults.
 */
export interface VitrineSettings {
  /** PLATFORM_DOMAIN: shops live at {subdomain}.{domain}, the admin at {domain}/admin. */
  domain: string;
  /** The Route 53 hosted zone of `domain` (looked up by id: synth never calls AWS). */
  hostedZoneId: string;
  /** AWS region, e.g. sa-east-1 (São Paulo). Unset: the AWS CLI's region. */
  region?: string;
  /** A prebuilt image (ECR URI). Unset: CDK builds infra/Dockerfile from the repository. */
  image?: string;
  /** Tasks always running (at least 2, one per availability zone). */
  minTasks: number;
  maxTasks: number;
  /** Fargate size of one task. */
  cpu: number;
  memoryMiB: number;
  /** V8's old-generation ceiling in each task (--max-old-space-size): a quarter of the task's memory unless set. */
  heapMiB: number;
  /**
   * V8's semi-space in each task (--max-semi-space-size; the young generation is three of them):
   * a sixty-fourth of the task's memory, at most 64 MB: 16 MB for 1 GiB and 32 for 2 GiB, what V8
   * picks by itself there, stated so the task's heap limit is written where it is set
   * (docs/operations.md, "Memory").
   */
  semiSpaceMiB: number;
  /** RDS instance class, e.g. t4g.medium. */
  dbInstanceType: string;
  dbAllocatedGiB: number;
  backupDays: number;
  /** NAT gateways: 1 is cheaper, one per zone survives a zone outage. */
  natGateways: number;
  /** Availability zones, e.g. sa-east-1a,sa-east-1c (default: the region's a and b), named so synth needs no AWS call. */
  availabilityZones?: string[];
  /** WAF: requests one address may make in 5 minutes before it gets 429 for a while. */
  rateLimit: number;
  /** Days the access logs (load balancer, CloudFront, S3, VPC flow logs) are kept. */
  logDays: number;
}

export function readSettings(context: (key: string) => unknown): VitrineSettings {
  const text = (key: string) => {
    const v = context(key);
    return typeof v === 'string' && v.trim() ? v.trim() : undefined;
  };
  const int = (key: string, fallback: number, min: number) => {
    const raw = context(key);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`Contexto ${key} deve ser um inteiro >= ${min} (recebido: ${String(raw)}).`);
    return n;
  };
  const domain = text('domain');
  const hostedZoneId = text('hostedZoneId');
  if (!domain || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(domain)) {
    throw new Error('Informe o domínio da plataforma: cdk deploy -c domain=vitrine.com.br -c hostedZoneId=Z0123456789ABC');
  }
  if (!hostedZoneId) throw new Error(`Informe a zona do Route 53 de ${domain}: -c hostedZoneId=Z0123456789ABC`);
  const minTasks = int('minTasks', 2, 2);
  const memoryMiB = int('memoryMiB', 1024, 512);
  return {
    domain: domain.toLowerCase(),
    hostedZoneId,
    region: text('region'),
    image: text('image'),
    minTasks,
    maxTasks: Math.max(minTasks, int('maxTasks', 10, 2)),
    cpu: int('cpu', 512, 256),
    memoryMiB,
    heapMiB: int('heapMiB', Math.floor(memoryMiB / 4), 128),
    semiSpaceMiB: Math.min(64, Math.max(1, Math.floor(memoryMiB / 64))),
    dbInstanceType: text('dbInstanceType') ?? 't4g.medium',
    dbAllocatedGiB: int('dbAllocatedGiB', 20, 20),
    backupDays: int('backupDays', 14, 1),
    natGateways: int('natGateways', 1, 1),
    availabilityZones: text('azs')
      ?.split(',')
      .map((z) => z.trim())
      .filter(Boolean),
    // a shop page is about 10 requests; mobile carriers put many shoppers behind one address
    rateLimit: int('rateLimit', 3000, 100),
    logDays: int('logDays', 90, 1),
  };
}
