import { downloadCsv } from '@/lib/http/download-csv';

/** The list as shown (its view, search and filters), through the app's http client: the bearer token and refresh apply. */
export function exportBookedDemos(query: Record<string, string>): Promise<void> {
  return downloadCsv('bookedDemosExport', query, 'booked-demos.csv');
}
