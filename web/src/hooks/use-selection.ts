import { useCallback, useState } from 'react';

/** Row checkboxes that follow the list, with Select All (SPEC §4): an id no longer listed is no longer selected. */
export function useSelection(ids: string[]) {
  const [picked, setPicked] = useState<string[]>([]);
  const selected = picked.filter((id) => ids.includes(id));
  const toggle = useCallback(
    (id: string) => setPicked((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id])),
    [],
  );
  const allSelected = ids.length > 0 && ids.every((id) => selected.includes(id));
  const toggleAll = () => setPicked(allSelected ? [] : ids);
  return { selected, toggle, allSelected, toggleAll, clear: () => setPicked([]) };
}
