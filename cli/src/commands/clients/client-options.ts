import type { Command } from 'commander';
import { CLIENT_TEXT_FLAGS } from '../../services/client-fields.ts';
import { flag } from '../../shell/flags.ts';

/** The client's field flags (--client-name, --email, --whatsapp …), shared by create and update. */
export function addClientFieldFlags(cmd: Command): Command {
  for (const f of CLIENT_TEXT_FLAGS) cmd.addOption(flag(f.flags, f.description));
  return cmd;
}
