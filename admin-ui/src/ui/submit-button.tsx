import type { LucideIcon } from 'lucide-react';

/** A form's main button: its icon and label, "Salvando..." while the form is being sent. */
export function SubmitButton({ icon: Icon, label, saving, disabled }: { icon: LucideIcon; label: string; saving: boolean; disabled?: boolean }) {
  return (
    <button type="submit" className="btn btn--primary" disabled={saving || disabled}>
      <Icon size={18} aria-hidden="true" />
      {saving ? 'Salvando...' : label}
    </button>
  );
}
