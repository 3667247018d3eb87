import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
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
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'DATABASE_SCHEMA deve ser um nome simples (letras, números, _).').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PLATFORM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'PLATFORM_DOMAIN deve ser só o domínio, sem http:// nem porta (por exemplo vitrine.com.br).')
    .default('localhost')
    .transform((v) => v.toLowerCase()),
  PUBLIC_URL: z.url('PUBLIC_URL deve ser uma URL completa, como https://vitrine.com.br').optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET deve ter ao menos 32 caracteres (gere com: openssl rand -hex 32).').optional(),
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
  DEPLOY_TARGET: z.string().optional(),
  CLOUDFRONT_DISTRIBUTION_ID: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

/** Every variable the server reads (.env.example must list them all; a test checks). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  dataDir: string;
  platformDomain: string;
  /** Where people reach the platform host, e.g. http://localhost:3000. */
  publicUrl: string;
  sessionSecret: string;
  masterUsername: string;
  masterPassword: string | undefined;
  demoPassword: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: string | undefined;
  s3: { bucket: string; endpoint: string | undefined; region: string; forcePathStyle: boolean; prefix: string } | undefined;
  dns: { provider: 'none' | 'route53'; zoneId: string | undefined; target: string | undefined };
  deployTarget: string | undefined;
  cloudfrontDistributionId: string | undefined;
}

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
  if (e.DNS_PROVIDER === 'route53' && (!e.ROUTE53_ZONE_ID || !e.PLATFORM_TARGET)) {
    throw new ConfigError('DNS_PROVIDER=route53 precisa de ROUTE53_ZONE_ID e PLATFORM_TARGET (o endereço do balanceador).');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? defaultPublicUrl(e.PLATFORM_DOMAIN, e.PORT, production)).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    dataDir,
    platformDomain: e.PLATFORM_DOMAIN,
    publicUrl,
    sessionSecret: e.SESSION_SECRET ?? (e.NODE_ENV === 'test' ? 'test-secret'.padEnd(32, '.') : localSecret(dataDir)),
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
    dns: { provider: e.DNS_PROVIDER, zoneId: e.ROUTE53_ZONE_ID, target: e.PLATFORM_TARGET },
    deployTarget: e.DEPLOY_TARGET,
    cloudfrontDistributionId: e.CLOUDFRONT_DISTRIBUTION_ID,
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
