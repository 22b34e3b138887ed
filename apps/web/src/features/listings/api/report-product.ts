import type { Message, ReportRequest } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

type ReportProduct = { id: string } & ReportRequest;

/**
 * POST /api/products/:id/reports: 201 'Product is reported successfully'; 409 for a second
 * open report by the same person; 403 for one's own listing.
 */
export function reportProduct({ id, reason }: ReportProduct): Promise<Message> {
  return apiFetch(`/api/products/${encodeURIComponent(id)}/reports`, {
    method: 'POST',
    body: { reason },
    schema: (s) => s.MessageSchema,
  });
}

export function useReportProduct() {
  // Reports are for the admins' queue; nothing the reporter sees changes.
  return useMutation({ mutationFn: reportProduct });
}
