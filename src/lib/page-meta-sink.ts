import { createContext, useContext } from 'react';

/** What a page says about itself, collected while it is prerendered to HTML. */
export interface PageMeta {
  title?: string;
  description?: string;
}

/**
 * Effects never run while a page is rendered to HTML at build time, so the title and
 * description hooks also hand their values to this sink, which the prerenderer reads
 * into the document's head. In the browser there is no sink and nothing happens here.
 */
export const PageMetaSink = createContext<PageMeta | null>(null);

export function useReportPageMeta(meta: PageMeta): void {
  const sink = useContext(PageMetaSink);
  if (!sink) return;
  if (meta.title !== undefined) sink.title = meta.title;
  if (meta.description !== undefined) sink.description = meta.description;
}
