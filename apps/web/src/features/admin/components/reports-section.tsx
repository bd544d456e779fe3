import { useAdminReports } from '../api/get-admin-reports';
import { AdminSection } from './admin-section';
import { QueryList } from './query-list';
import { ReportCard } from './report-card';

export function ReportsSection() {
  const reports = useAdminReports();
  return (
    <AdminSection title="Open reports">
      <QueryList
        query={reports}
        what="reports"
        items={(data) => data.reports}
        empty="No open reports."
      >
        {(report) => <ReportCard report={report} />}
      </QueryList>
    </AdminSection>
  );
}
