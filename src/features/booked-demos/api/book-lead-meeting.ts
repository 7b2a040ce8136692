import { useQueryClient } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type LeadSlots = ReplyOf<'leadMeetingSlots'>;

/** The free times of the office that serves a lead, fetched afresh each time the picker asks (after a race too). */
export function useLeadSlotsLoader(id: string): () => Promise<LeadSlots> {
  const client = useQueryClient();
  return () => client.fetchQuery({ ...endpointQuery('leadMeetingSlots', { params: { id } }), staleTime: 0 });
}

/** Sales books the time agreed on the phone; the lead's meetings and status reload with it (docs/decisions/0041). */
export function useBookLeadMeeting() {
  return useEndpointMutation('leadMeetingBook', {
    invalidates: ['bookedDemoGet', 'bookedDemoActivity', 'bookedDemosList', 'bookedDemosStatusCounts', 'leadMeetingSlots'],
  });
}
