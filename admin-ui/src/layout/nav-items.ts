import { FolderTree, KeyRound, LayoutDashboard, Package, Settings, ShieldCheck, Trash2, Users, type LucideIcon } from 'lucide-react';
import type { Role } from '../auth/auth-context.tsx';
import { paths } from '../app/paths.ts';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** docs/product.md §2 sidebars: the store admin's screens; the master's panel and clients; each with its Lixeira. */
export const NAV: Record<Role, NavItem[]> = {
  store: [
    { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard },
    { to: paths.products, label: 'Produtos', icon: Package },
    { to: paths.categories, label: 'Categorias', icon: FolderTree },
    { to: paths.settings, label: 'Configurações', icon: Settings },
    { to: paths.trash, label: 'Lixeira', icon: Trash2 },
    { to: paths.account, label: 'Minha conta', icon: KeyRound },
  ],
  master: [
    { to: paths.master, label: 'Painel Master', icon: ShieldCheck },
    { to: paths.clients, label: 'Clientes', icon: Users },
    { to: paths.shopsTrash, label: 'Lixeira', icon: Trash2 },
    { to: paths.account, label: 'Minha conta', icon: KeyRound },
  ],
};
