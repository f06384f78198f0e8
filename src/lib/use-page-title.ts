import { useEffect } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useReportPageMeta } from './page-meta-sink';

export const documentTitle = (title: string) => `${title} · ${m.app_name()}`;

/** Each page names itself in the tab and for screen readers arriving on it. */
export function usePageTitle(title: string) {
  useReportPageMeta({ title: documentTitle(title) });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
