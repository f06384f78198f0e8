import { useEffect } from 'react';
import { useReportPageMeta } from './page-meta-sink';

/** The page's `<meta name="description">`, created in the head when the document has none. */
export function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Describes the page to search engines and link previews while it is shown; the
 * description it replaced comes back when the page goes, so no page inherits another's.
 */
export function useMetaDescription(description: string | undefined): void {
  useReportPageMeta({ description });
  useEffect(() => {
    if (!description) return;
    const previous = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    setMetaDescription(description);
    return () => {
      if (previous !== undefined) setMetaDescription(previous);
      else document.head.querySelector('meta[name="description"]')?.remove();
    };
  }, [description]);
}
