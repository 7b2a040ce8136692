import { isAxiosError } from 'axios';
import { errorMessage, http } from '@/lib/http';
import { serviceBaseUrl } from '@/lib/http/service-url';
import { endpointRouting as routes } from '@contract/endpoint-routing';

const FALLBACK_NAME = 'booked-demos.csv';

function fileNameOf(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? FALLBACK_NAME;
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

/** The list as shown (its view, search and filters), through the app's http client: the bearer token and refresh apply. */
export async function exportBookedDemos(query: Record<string, string>): Promise<void> {
  const route = routes.bookedDemosExport;
  let blob: Blob;
  let name: string;
  try {
    const reply = await http.request<Blob>({
      endpoint: 'bookedDemosExport',
      roles: route.roles,
      method: route.method,
      baseURL: serviceBaseUrl(route.service),
      url: route.path,
      params: query,
      responseType: 'blob',
    });
    blob = reply.data;
    name = fileNameOf(reply.headers['content-disposition']);
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
