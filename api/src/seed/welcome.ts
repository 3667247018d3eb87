import type { Config } from '../config.ts';
import { credentialsFile } from './credentials.ts';
import type { SeedResult } from './seed.ts';

/** What `npm start` prints: where to go and how to log in. */
export function printWelcome(config: Config, seeded: SeedResult) {
  const base = config.publicUrl;
  const u = new URL(base);
  const demoHost = `${u.protocol}//demo.${config.platformDomain}${u.port ? `:${u.port}` : ''}`;
  const lines = [
    '',
    `  Vitrine está no ar (Node ${process.version}, banco ${config.databaseUrl ? 'PostgreSQL' : `embutido em ${config.dataDir}`})`,
    '',
    `  Painel administrativo:  ${base}/admin/login`,
  ];
  if (seeded.accounts.some((a) => a.role === 'demo')) {
    lines.push(`  Loja demo:              ${demoHost}`, `                          ${base}/?sub=demo`);
  }
  lines.push('', '  Contas:');
  for (const a of seeded.accounts) {
    const label = a.role === 'master' ? 'master (todas as lojas)' : 'admin da loja demo';
    const pw = !a.generatedPassword
      ? 'senha definida antes (veja initial-credentials.txt ou suas variáveis)'
      : config.env === 'production'
        ? // stdout ends up in container logs: in production the password lives only in the 0600 file
          `senha gerada agora, guardada só em ${credentialsFile(config.dataDir)} (leia com: cat ${credentialsFile(config.dataDir)})`
        : `senha ${a.generatedPassword}  (gerada agora; guardada em ${credentialsFile(config.dataDir)})`;
    lines.push(`    ${a.username.padEnd(10)} ${label}: ${pw}`);
  }
  lines.push('');
  console.log(lines.join('\n'));
}
