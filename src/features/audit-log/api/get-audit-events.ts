import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf, RequestOf } from '@contract/endpoints';

export type AuditPage = ReplyOf<'auditEvents'>['data'];
export type AuditEventRow = AuditPage['auditEvents'][number];
export type AuditQuery = NonNullable<RequestOf<'auditEvents'>['query']>;

/** The filters as the URL holds them: '' is "any". */
export interface AuditFilters {
  q: string;
  actor: string;
  action: string;
  targetType: string;
  from: string;
  to: string;
}

/** The request's query: only what is set, so an unfiltered list keeps one key. */
export function auditQueryOf(page: number, filters: AuditFilters): AuditQuery {
  const query: Record<string, string | number> = { page };
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query[key] = value.trim();
  return query as AuditQuery;
}

export const getAuditEventsQueryOptions = (query: AuditQuery) => endpointQuery('auditEvents', { query }, (reply) => reply.data);

export function useAuditEvents(query: AuditQuery) {
  return useQuery({ ...getAuditEventsQueryOptions(query), placeholderData: keepPreviousData });
}
