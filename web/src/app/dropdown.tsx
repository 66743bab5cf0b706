import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** A navigation menu: a button that opens a list, closed by Escape, a click outside or navigating. */
export function Dropdown({ title, children, id }: { title: ReactNode; children: ReactNode; id?: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const menuId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // An open menu takes Escape for itself (React's stopPropagation also stops the native event), so the folded
  // navigation around it stays open.
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
  };

  return (
    <li className="nav-item dropdown" ref={root} id={id} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="nav-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {title}
      </button>
      <ul id={menuId} className={`dropdown-menu${open ? ' show' : ''}`} hidden={!open}>
        {children}
      </ul>
    </li>
  );
}
