import { useEffect } from 'react';

export const titleDefaults = {
  title: 'Lëbe',
  description: 'AI-Powered Language Learning',
  keywords: 'language learning',
};

function setMeta(name: string, content: string) {
  let tag = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

function apply(title?: string, description?: string, keywords?: string) {
  document.title = title ? `${title} | ${titleDefaults.title}` : titleDefaults.title;
  setMeta('description', description ?? titleDefaults.description);
  setMeta('keywords', keywords ?? titleDefaults.keywords);
}

/**
 * Sets the page title and meta tags, with the defaults of SPEC §1 for what a page does not give. Leaving
 * the screen puts the defaults back, so a screen that sets nothing shows the defaults.
 */
export function usePageTitle(title?: string, description?: string, keywords?: string) {
  useEffect(() => {
    apply(title, description, keywords);
    return () => apply();
  }, [title, description, keywords]);
}
