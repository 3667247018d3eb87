import { leaf, withApi } from '../shell/command.ts';
import { flag, positiveInt } from '../shell/flags.ts';
import type { CliIO } from '../shell/io.ts';
import { showAudit } from '../services/audit.ts';

export const auditCommand = (io: CliIO) =>
  leaf('audit', {
    summary: 'Registro de auditoria: quem fez o quê, e quando',
    examples: ['vitrine audit', 'vitrine audit --shop loja-do-ze --limit 20', 'vitrine audit --before 120 --json'],
    api: true,
    json: true,
  })
    .addOption(flag('--limit <n>', 'quantos registros, dos mais recentes (1 a 500; padrão 50)', { parse: positiveInt(500) }))
    .addOption(flag('--shop <subdominio>', 'só os de uma loja'))
    // the older name of --shop, still accepted (docs/cli.md, "Naming the shop")
    .addOption(flag('--subdomain <subdominio>', 'o mesmo que --shop', { env: false }).hideHelp())
    .addOption(flag('--before <id>', 'só os registros anteriores a este id (a página seguinte)', { parse: positiveInt(2 ** 53 - 1) }))
    .action(withApi(io, (ctx, _args, o) => showAudit({ limit: o.limit, subdomain: o.shop ?? o.subdomain, before: o.before }, ctx)));
