import type { ReactNode } from 'react';
import { useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { getSite } from '../api/bank-stats';

/** A page of copy: a title (also the document title), an optional lead, and its sections. */
export function StaticPage(props: { title: string; description: string; lead?: ReactNode; children?: ReactNode }) {
  usePageTitle(props.title, props.description);
  return (
    <article className="static-page">
      <h1>{props.title}</h1>
      {props.lead && <p className="lead">{props.lead}</p>}
      {props.children}
    </article>
  );
}

/** The contact e-mail, a setting of the server (CONTACT_EMAIL). */
export function ContactEmail() {
  const facts = useRequest(getSite, []);
  const email = facts.data?.contactEmail;
  return email ? <a href={`mailto:${email}`}>{email}</a> : <span>our contact address</span>;
}

/** The Forthcoming message box (SPEC §2 Shared): a gear and a short note. */
export function Forthcoming({ children }: { children?: ReactNode }) {
  return (
    <div className="forthcoming card" role="note">
      <svg viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="Gear">
        <path
          fill="#2f5bea"
          d="M27.6 4l1.1 5.1a15 15 0 0 1 3.9 2.2l5-1.6 3.6 6.2-3.9 3.5a15 15 0 0 1 0 4.5l3.9 3.5-3.6 6.2-5-1.6a15 15 0 0 1-3.9 2.2L27.6 44h-7.2l-1.1-5.1a15 15 0 0 1-3.9-2.2l-5 1.6-3.6-6.2 3.9-3.5a15 15 0 0 1 0-4.5L6.8 20.6l3.6-6.2 5 1.6a15 15 0 0 1 3.9-2.2L20.4 4zM24 17a7 7 0 1 0 0 14 7 7 0 0 0 0-14z"
        />
      </svg>
      <div>
        <h2>Forthcoming</h2>
        <p>{children ?? 'This part of Lëbe is still in development. Check back soon.'}</p>
      </div>
    </div>
  );
}
