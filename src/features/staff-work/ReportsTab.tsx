import type { StaffRef } from './api';
import { ReportDetails } from './ReportDetails';
import { ReportList } from './ReportList';

/** The staff member's end-of-day reports: the list, or the one opened (`?report=`). */
export function ReportsTab({ staff, page, report, onPage }: { staff: StaffRef; page: number; report: string | undefined; onPage: (page: number) => void }) {
  return report ? <ReportDetails key={report} staff={staff} reportId={report} /> : <ReportList staff={staff} page={page} onPage={onPage} />;
}
