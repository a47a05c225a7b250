import { pathOf } from '@prepa/shared/routes';
import { API_BASE, apiBlob } from '../lib/api-client';

/** The back office's file exports, by endpoint name. */
export type ExportName = 'adminReviews.exportCsv' | 'adminOps.newsletterExport';

/** Fetches an export with the operator's token and hands it to the browser as a file. */
export async function downloadFile(name: ExportName, filename: string): Promise<void> {
  const blob = await apiBlob(pathOf(name).slice(API_BASE.length));
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
