/** Where the staff member's pages live, as the first client's routes spell them (the work home: src/lib/candidate-paths.ts). */
export const CREATE_REPORT_PATH = '/candidate/create-eod-report';
export const reportPath = (reportId: string) => `/candidate/report/${encodeURIComponent(reportId)}`;
/** A report id as the contract writes it: anything else is not a report, and is not asked for. */
export const REPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
