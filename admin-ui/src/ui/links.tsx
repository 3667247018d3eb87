import { Link } from 'react-router';
import { Plus } from 'lucide-react';

/** The primary "create" button of a list: "Novo produto", "Criar a primeira categoria". */
export function CreateLink({ to, label }: { to: string; label: string }) {
  return (
    <Link className="btn btn--primary" to={to}>
      <Plus size={18} aria-hidden="true" /> {label}
    </Link>
  );
}

/** A card's way to the whole list it shows the start of. */
export function SeeAllLink({ to }: { to: string }) {
  return (
    <Link className="link" to={to}>
      Ver todos
    </Link>
  );
}
