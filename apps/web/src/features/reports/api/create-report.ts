import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@waggle/shared/reports';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/reports — flags a place or a review for a moderator (a 409 if already open). */
export async function createReport(body: ReportBody): Promise<void> {
  await apiRequest('POST', '/api/reports', body);
}

export const useCreateReport = () => useMutation({ mutationFn: createReport });
