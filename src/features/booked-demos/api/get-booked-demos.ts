import { call } from '@/lib/http';
import type { ReplyOf } from '@contract/endpoints';

export type BookedDemosPage = ReplyOf<'bookedDemosList'>['data'];
export type BookedDemoRow = BookedDemosPage['bookedDemos'][number];

export interface BookedDemosFilter {
  page: number;
  /** Search over name, email, company and message; blank means everything. */
  q: string;
}

/** GET booked-demos: one page (10) of demo requests, newest first. */
export async function getBookedDemos({ page, q }: BookedDemosFilter): Promise<BookedDemosPage> {
  const reply = await call('bookedDemosList', { query: { page, ...(q ? { q } : {}) } });
  return reply.data;
}
