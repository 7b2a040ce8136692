import { isAxiosError } from 'axios';
import { endpointRouting as routes, type EndpointName } from '@contract/endpoint-routing';
import { http } from './client';
import { errorMessage } from './errors';
import { serviceBaseUrl } from './service-url';

// A console list's CSV export as a download, through the app's http client so the bearer token and refresh apply
// (the approach of the booked demos' export, docs/decisions/0007 and 0048).

function fileNameOf(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/** Blob.text() where the platform has it, FileReader elsewhere (older DOMs). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** A refused export's reply is a Blob too: its first detail message, as every other error shows. */
async function exportError(err: unknown): Promise<Error> {
  const data: unknown = isAxiosError(err) ? err.response?.data : undefined;
  if (data instanceof Blob) {
    try {
      const body = JSON.parse(await blobText(data)) as { message?: string; errors?: { details?: { message?: string }[] } };
      return new Error(body.errors?.details?.[0]?.message || body.message || errorMessage(err));
    } catch {
      // not JSON: fall through
    }
  }
  return new Error(errorMessage(err));
}

/** Fetch `endpoint` (a `produces: 'text/csv'` row) with `params` and save the reply under the server's file name. */
export async function downloadCsv(endpoint: EndpointName, params: Record<string, string | undefined>, fallbackName: string): Promise<void> {
  const route = routes[endpoint];
  let blob: Blob;
  let name: string;
  try {
    const reply = await http.request<Blob>({
      endpoint,
      roles: route.roles,
      method: route.method,
      baseURL: serviceBaseUrl(route.service),
      url: route.path,
      params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')),
      responseType: 'blob',
    });
    blob = reply.data;
    name = fileNameOf(reply.headers['content-disposition'], fallbackName);
  } catch (err) {
    throw await exportError(err);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
