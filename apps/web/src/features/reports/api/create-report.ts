import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReportEndpoint } from '@waggle/shared/api/reports';
import type { ReportBody } from '@waggle/shared/reports';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { invalidateReads } from '../../../lib/query-endpoint';

/** Flags a place or a review for a moderator (a 409 if already open). */
const createReport = (body: ReportBody) => sendEndpoint(createReportEndpoint, { body });

export function useCreateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => invalidateReads(client, createReportEndpoint.changes),
  });
}
