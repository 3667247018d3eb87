import { Link } from 'react-router';
import { Plus, type LucideIcon } from 'lucide-react';

/** A link that looks like a button, with its icon: "Ordenar vitrine", "Voltar aos produtos". */
export function ButtonLink({ to, icon: Icon, label, primary }: { to: string; icon: LucideIcon; label: string; primary?: boolean }) {
  return (
    <Link className={`btn ${primary ? 'btn--primary' : 'btn--ghost'}`} to={to}>
      <Icon size={18} aria-hidden="true" /> {label}
    </Link>
  );
}

/** The primary "create" button of a list: "Novo produto", "Criar a primeira categoria". */
export const CreateLink = ({ to, label }: { to: string; label: string }) => <ButtonLink to={to} icon={Plus} label={label} primary />;

/** A card's way to the whole list it shows the start of. */
export function SeeAllLink({ to }: { to: string }) {
  return (
    <Link className="link" to={to}>
      Ver todos
    </Link>
  );
}
