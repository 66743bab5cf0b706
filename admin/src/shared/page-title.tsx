import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * A page's title: in the page's h1 (the layout's title portal, where react-admin's <Title> also writes) and in
 * the browser tab. For the lists, whose first download should not carry react-admin's <Title> (it brings its
 * title-editing preferences, a text field and a popover).
 */
export function PageTitle({ title }: { title: string }) {
  // The layout's h1 is on the page before any screen inside it renders.
  const [heading] = useState(() => document.getElementById('react-admin-title'));
  useEffect(() => {
    document.title = `${title} · Lëbe Admin`;
  }, [title]);
  return heading ? createPortal(title, heading) : null;
}
