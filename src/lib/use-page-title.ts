import { useEffect } from 'react';
import { m } from '@/generated/paraglide/messages.js';

/** Each page names itself in the tab and for screen readers arriving on it. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${m.app_name()}`;
  }, [title]);
}
