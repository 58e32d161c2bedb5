/**
 * Visitors' reports of a problem with a night, and the managers' list and mail.
 * The domain's one entry: other code imports only this file (decision 184).
 */
export { countOpenReports, listReports, resolveReport } from './list-reports.ts';
export { reportJobHandlers } from './report-mail.ts';
export { findReportNight } from './report-night.ts';
export { submitNightReport } from './submit-report.ts';
