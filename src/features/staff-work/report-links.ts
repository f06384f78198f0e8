import { useSearchParams } from 'react-router';
import { withParams } from './staff-work-params';

/** Where a report opens, and the way back to the list, on the page's own address (Back returns). */
export function useReportLinks() {
  const [params] = useSearchParams();
  return {
    open: (reportId: string) => ({ search: withParams(params, { tab: 'reports', report: reportId }).toString() }),
    list: () => ({ search: withParams(params, { report: undefined }).toString() }),
  };
}
