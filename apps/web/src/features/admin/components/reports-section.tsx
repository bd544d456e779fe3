import { useAdminReports } from '../api/get-admin-reports';
import { useAdminSummary } from '../api/get-admin-summary';
import { AdminSection } from './admin-section';
import { QueryList } from './query-list';
import { ReportCard, reportTitle } from './report-card';

export function ReportsSection() {
  const reports = useAdminReports();
  const summary = useAdminSummary();
  return (
    <AdminSection title="Open reports">
      <QueryList
        query={reports}
        what="reports"
        items={(data) => data.reports}
        empty="No open reports."
        total={{ count: summary.data?.openReports, first: 'oldest' }}
        summary={(report) => `${reportTitle(report)} · ${report.place.name}`}
      >
        {(report) => <ReportCard report={report} />}
      </QueryList>
    </AdminSection>
  );
}
