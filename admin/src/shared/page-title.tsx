import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

const findHeading = () => document.getElementById('react-admin-title');
const noChanges = () => () => undefined;

/**
 * A page's title: in the page's h1 (the layout's title portal, where react-admin's <Title> also writes) and in
 * the browser tab. For the lists and a stream's page, whose first download should not carry react-admin's <Title>
 * (it brings its title-editing preferences, a text field and a popover).
 */
export function PageTitle({ title }: { title: string }) {
  // The layout's h1 is usually on the page before a screen inside it renders; a screen whose code was loaded
  // early (a stream's page) may render with the layout, and React reads the h1 again once both are committed.
  const heading = useSyncExternalStore(noChanges, findHeading);
  useEffect(() => {
    document.title = `${title} · Lëbe Admin`;
  }, [title]);
  return heading ? createPortal(title, heading) : null;
}
