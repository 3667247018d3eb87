import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address (?busca=…&categoria=…), so going back keeps them.
 * `setFilter` changes one and keeps the others, starting from the address as it is now
 * (window.location), not from the params of the render that made the setter: React Router
 * applies a navigation in a transition, so a render can still hold the address before the
 * last change, and a change built from it undid that one (a filter chosen while the search
 * box's debounce was pending came back empty). A change that changes nothing navigates not.
 */
export function useAddressFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setFilters = useCallback(
    (changes: Record<string, string>) => {
      const now = new URLSearchParams(window.location.search);
      const next = new URLSearchParams(now);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      if (next.toString() !== now.toString()) void navigate(`?${next}`, { replace: true });
    },
    [navigate],
  );
  const setFilter = useCallback((name: string, value: string) => setFilters({ [name]: value }), [setFilters]);
  return { params, setFilter, setFilters };
}
