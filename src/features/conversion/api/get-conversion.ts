import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ConversionReport } from '@contract/lead-source';

export type { ConversionReport };

/** The report of a period; the previous one stays on screen while the next loads. */
export function useConversion(period: { from: string; to: string }) {
  const query = Object.fromEntries(Object.entries(period).filter(([, v]) => v)) as { from?: string; to?: string };
  return useQuery({ ...endpointQuery('bookedDemosConversion', { query }, (reply) => reply.data), placeholderData: keepPreviousData });
}
