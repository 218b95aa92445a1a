import { useCallback, useState } from 'react';

export type ExpandedCard = {
  /** The expanded card's id, or null when none is (SPEC §4: none at start). */
  expandedId: string | null;
  /** Choosing a card expands it; choosing the expanded one again collapses it. */
  toggle: (id: string) => void;
  collapse: () => void;
};

/** SPEC §4's management team cards: at most one expanded; choosing another switches to it. */
export function useExpandedCard(): ExpandedCard {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setExpandedId((current) => (current === id ? null : id)), []);
  const collapse = useCallback(() => setExpandedId(null), []);
  return { expandedId, toggle, collapse };
}
