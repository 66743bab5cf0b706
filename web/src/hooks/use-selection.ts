import { useCallback, useEffect, useState } from 'react';

/** Row checkboxes that follow the list, with Select All (SPEC §4). */
export function useSelection(ids: string[]) {
  const [selected, setSelected] = useState<string[]>([]);
  const key = ids.join(',');
  useEffect(() => setSelected((s) => s.filter((id) => ids.includes(id))), [key]);
  const toggle = useCallback(
    (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id])),
    [],
  );
  const allSelected = ids.length > 0 && ids.every((id) => selected.includes(id));
  const toggleAll = () => setSelected(allSelected ? [] : ids);
  return { selected, toggle, allSelected, toggleAll, clear: () => setSelected([]) };
}
