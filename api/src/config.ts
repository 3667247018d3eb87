import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import net from 'node:net';
import { z } from 'zod';

/**
 * Configuration is read and checked once, at boot. Every message says how to fix the value,
 * because the person reading it is usually setting up a server, not reading our code.
 */
const bool = (name: string) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
      error: `${name} deve ser true ou false.`,
    })
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const positiveInt = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} deve ser um número inteiro positivo.` })
    .int(`${name} deve ser um número inteiro positivo.`)
    .min(1, `${name} deve ser um número inteiro positivo.`)
    .max(1_000_000_000, `${name} é grande demais.`)
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT deve ser um número de porta (por exemplo 3000).' })
    .int()
    .min(0, 'PORT deve estar entre 0 e 65535.')
    .max(65535, 'PORT deve estar entre 0 e 65535.')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres:// (ou deixe vazio para usar o banco embutido).')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'DATABASE_SCHEMA deve ser um nome simples (letras, números, _).')
    .optional(),
  DATABASE_POOL_MAX: positiveInt('DATABASE_POOL_MAX', 10),
  DATA_DIR: z.string().min(1).default('./data'),
  PLATFORM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'PLATFORM_DOMAIN deve ser só o domínio, sem http:// nem porta (por exemplo vitrine.com.br).')
    .default('localhost')
    .transform((v) => v.toLowerCase()),
  PUBLIC_URL: z.url('PUBLIC_URL deve ser uma URL completa, como https://vitrine.com.br').optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET deve ter ao menos 32 caracteres (gere com: openssl rand -hex 32).').optional(),
  SESSION_SECRET_PREVIOUS: z.string().min(32, 'SESSION_SECRET_PREVIOUS deve ter ao menos 32 caracteres (o SESSION_SECRET de antes da troca).').optional(),
  VITRINE_MASTER_USERNAME: z.string().min(3).default('master'),
  VITRINE_MASTER_PASSWORD: z.string().min(8, 'VITRINE_MASTER_PASSWORD deve ter ao menos 8 caracteres.').optional(),
  VITRINE_DEMO_PASSWORD: z.string().min(8, 'VITRINE_DEMO_PASSWORD deve ter ao menos 8 caracteres.').optional(),
  SEED_DEMO: bool('SEED_DEMO').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url('S3_ENDPOINT deve ser uma URL, como http://localhost:9000').optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: bool('S3_FORCE_PATH_STYLE').optional(),
  S3_PREFIX: z.string().default(''),
  DNS_PROVIDER: z.enum(['none', 'route53'], { error: 'DNS_PROVIDER deve ser none ou route53.' }).default('none'),
  ROUTE53_ZONE_ID: z.string().optional(),
  PLATFORM_TARGET: z.string().optional(),
  PLATFORM_APEX_ADDRESSES: z
    .string()
    .refine((v) => v.split(',').every((a) => net.isIP(a.trim()) !== 0), {
      error: 'PLATFORM_APEX_ADDRESSES deve ser uma lista de endereços IP separados por vírgula, como 203.0.113.10,2001:db8::10.',
    })
    .optional(),
  DNS_RESOLVERS: z
    .string()
    .regex(/^\s*[^,\s]+(\s*,\s*[^,\s]+)*\s*$/, 'DNS_RESOLVERS deve ser uma lista de servidores separados por vírgula, como 1.1.1.1,8.8.8.8 ou 127.0.0.1:5353.')
    .optional(),
  DOMAIN_CHECK_INTERVAL: z.coerce
    .number({ error: 'DOMAIN_CHECK_INTERVAL deve ser um número de segundos (0 desliga a verificação periódica).' })
    .int('DOMAIN_CHECK_INTERVAL deve ser um número inteiro de segundos.')
    .min(0, 'DOMAIN_CHECK_INTERVAL deve ser 0 (desligado) ou mais segundos.')
    .default(900),
  PGLITE_UPKEEP_INTERVAL: z.coerce
    .number({ error: 'PGLITE_UPKEEP_INTERVAL deve ser um número de segundos (0 desliga a manutenção do banco embutido).' })
    .int('PGLITE_UPKEEP_INTERVAL deve ser um número inteiro de segundos.')
    .min(0, 'PGLITE_UPKEEP_INTERVAL deve ser 0 (desligado) ou mais segundos.')
    .default(60),
  DEPLOY_TARGET: z.string().optional(),
  CLOUDFRONT_DISTRIBUTION_ID: z.string().optional(),
  CLOUDFRONT_MULTI_TENANT_DISTRIBUTION_ID: z.string().optional(),
  CLOUDFRONT_CONNECTION_GROUP_ID: z.string().optional(),
  CLOUDFRONT_ROUTING_ENDPOINT: z.string().optional(),
  CACHE_MAX_MB: z.coerce
    .number({ error: 'CACHE_MAX_MB deve ser um número de megabytes (0 desliga o cache).' })
    .min(0, 'CACHE_MAX_MB deve ser 0 (desligado) ou mais.')
    .max(65536, 'CACHE_MAX_MB deve ser no máximo 65536.')
    .default(64),
  QUOTA_IMAGES_PER_PRODUCT: positiveInt('QUOTA_IMAGES_PER_PRODUCT', 20),
  QUOTA_PRODUCTS_PER_SHOP: positiveInt('QUOTA_PRODUCTS_PER_SHOP', 5000),
  QUOTA_STORAGE_MB_PER_SHOP: positiveInt('QUOTA_STORAGE_MB_PER_SHOP', 1024),
  QUOTA_UPLOADS_PER_MINUTE: positiveInt('QUOTA_UPLOADS_PER_MINUTE', 30),
  SESSION_IDLE_DAYS: positiveInt('SESSION_IDLE_DAYS', 7),
  SESSION_MAX_DAYS: positiveInt('SESSION_MAX_DAYS', 30),
  TOKEN_TTL_DAYS: positiveInt('TOKEN_TTL_DAYS', 90),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN deve ter ao menos 16 caracteres (gere com: openssl rand -hex 32).').optional(),
});

/** Every variable the server reads (.env.example must list them all; a test checks). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  /** Connections this process may hold to PostgreSQL (every instance's share of max_connections). */
  databasePoolMax: number;
  dataDir: string;
  platformDomain: string;
  /** Where people reach the platform host, e.g. http://localhost:3000. */
  publicUrl: string;
  sessionSecret: string;
  /** The secret before the last rotation: sessions and tokens made under it still work (auth/secrets.ts). */
  sessionSecretPrevious: string | undefined;
  masterUsername: string;
  masterPassword: string | undefined;
  demoPassword: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: string | undefined;
  s3: { bucket: string; endpoint: string | undefined; region: string; forcePathStyle: boolean; prefix: string } | undefined;
  /** `apexAddresses`: the platform edge's IPs, for the A/AAAA records of a root domain (no CNAME there). */
  dns: { provider: 'none' | 'route53'; zoneId: string | undefined; target: string | undefined; apexAddresses: string[] };
  /** Custom-domain checks: DNS servers to ask (empty: the system's), seconds between rounds (0: off). */
  domainCheck: { resolvers: string[]; intervalSeconds: number };
  deployTarget: string | undefined;
  cloudfrontDistributionId: string | undefined;
  /**
   * Custom domains through CloudFront tenants (domains/cloudfront-tenants.ts); unset: the
   * one-machine path (Caddy's on-demand TLS asks /internal/tls-ask).
   */
  customDomainCdn: { distributionId: string; connectionGroupId: string | undefined; routingEndpoint: string } | undefined;
  /** Bytes the public response cache may hold (0: no cache). */
  cacheMaxBytes: number;
  /** Seconds between rounds of the embedded database's vacuum and analyze (db/embedded-upkeep.ts; 0: none). */
  pgliteUpkeepSeconds: number;
  /** Per-shop limits on shared resources (api/src/quotas). */
  quotas: { imagesPerProduct: number; productsPerShop: number; storageBytesPerShop: number; uploadsPerMinute: number };
  /** Sessions end after `idleMs` without use, and `maxMs` after login whatever the use. */
  sessions: { idleMs: number; maxMs: number };
  /** API tokens expire this long after they are made. */
  tokenTtlMs: number;
  /** Bearer token that opens GET /metrics; unset: /metrics is not served. */
  metricsToken: string | undefined;
}

const DAY_MS = 24 * 3600 * 1000;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}\nVeja .env.example para todas as variáveis.`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET é obrigatório em produção (NODE_ENV=production). Gere um com: openssl rand -hex 32');
  }
  if (e.SESSION_SECRET_PREVIOUS && (!e.SESSION_SECRET || e.SESSION_SECRET_PREVIOUS === e.SESSION_SECRET)) {
    throw new ConfigError(
      'SESSION_SECRET_PREVIOUS é o segredo de antes da troca: defina o novo em SESSION_SECRET, diferente dele (docs/operations.md, "Rotating the session secret").',
    );
  }
  if (e.TRUST_PROXY && /^(true|yes|on)$/i.test(e.TRUST_PROXY.trim())) {
    // Trusting every hop lets any client name its own address in X-Forwarded-For, and so
    // escape the login limit by changing it at each attempt.
    throw new ConfigError(
      'TRUST_PROXY=true confia em qualquer X-Forwarded-For: cada cliente escolheria o próprio endereço e escaparia do limite de login. ' +
        'Use o número de proxies à frente do servidor (TRUST_PROXY=1 atrás de um balanceador) ou a sub-rede deles (por exemplo TRUST_PROXY=10.0.0.0/8).',
    );
  }
  if (e.DNS_PROVIDER === 'route53' && (!e.ROUTE53_ZONE_ID || !e.PLATFORM_TARGET)) {
    throw new ConfigError('DNS_PROVIDER=route53 precisa de ROUTE53_ZONE_ID e PLATFORM_TARGET (o endereço do balanceador).');
  }
  if (e.CLOUDFRONT_MULTI_TENANT_DISTRIBUTION_ID && !e.CLOUDFRONT_ROUTING_ENDPOINT) {
    throw new ConfigError(
      'CLOUDFRONT_MULTI_TENANT_DISTRIBUTION_ID precisa de CLOUDFRONT_ROUTING_ENDPOINT (o endereço do grupo de conexão para onde o CNAME dos domínios próprios aponta; saída CustomDomainsTarget do CDK).',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? defaultPublicUrl(e.PLATFORM_DOMAIN, e.PORT, production)).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir,
    platformDomain: e.PLATFORM_DOMAIN,
    publicUrl,
    sessionSecret: e.SESSION_SECRET ?? (e.NODE_ENV === 'test' ? 'test-secret'.padEnd(32, '.') : localSecret(dataDir)),
    sessionSecretPrevious: e.SESSION_SECRET_PREVIOUS,
    masterUsername: e.VITRINE_MASTER_USERNAME.toLowerCase(),
    masterPassword: e.VITRINE_MASTER_PASSWORD,
    demoPassword: e.VITRINE_DEMO_PASSWORD,
    seedDemo: e.SEED_DEMO ?? !production,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    dns: {
      provider: e.DNS_PROVIDER,
      zoneId: e.ROUTE53_ZONE_ID,
      target: e.PLATFORM_TARGET,
      apexAddresses: (e.PLATFORM_APEX_ADDRESSES ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    },
    domainCheck: {
      resolvers: (e.DNS_RESOLVERS ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
      intervalSeconds: e.DOMAIN_CHECK_INTERVAL,
    },
    deployTarget: e.DEPLOY_TARGET,
    cloudfrontDistributionId: e.CLOUDFRONT_DISTRIBUTION_ID,
    customDomainCdn: e.CLOUDFRONT_MULTI_TENANT_DISTRIBUTION_ID
      ? {
          distributionId: e.CLOUDFRONT_MULTI_TENANT_DISTRIBUTION_ID,
          connectionGroupId: e.CLOUDFRONT_CONNECTION_GROUP_ID,
          routingEndpoint: e.CLOUDFRONT_ROUTING_ENDPOINT!.toLowerCase().replace(/\.$/, ''),
        }
      : undefined,
    cacheMaxBytes: Math.floor(e.CACHE_MAX_MB * 1024 * 1024),
    pgliteUpkeepSeconds: e.PGLITE_UPKEEP_INTERVAL,
    quotas: {
      imagesPerProduct: e.QUOTA_IMAGES_PER_PRODUCT,
      productsPerShop: e.QUOTA_PRODUCTS_PER_SHOP,
      storageBytesPerShop: e.QUOTA_STORAGE_MB_PER_SHOP * 1024 * 1024,
      uploadsPerMinute: e.QUOTA_UPLOADS_PER_MINUTE,
    },
    sessions: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, maxMs: Math.max(e.SESSION_MAX_DAYS, e.SESSION_IDLE_DAYS) * DAY_MS },
    tokenTtlMs: e.TOKEN_TTL_DAYS * DAY_MS,
    metricsToken: e.METRICS_TOKEN,
  };
}

function defaultPublicUrl(domain: string, port: number, production: boolean): string {
  if (production) return `https://${domain}`;
  return `http://${domain}${port === 80 ? '' : `:${port}`}`;
}

/** Outside production the secret is made once and kept beside the data, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
