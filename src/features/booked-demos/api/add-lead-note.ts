import { useEndpointMutation } from '@/lib/query';

/** Append a note; the lead's activity reloads with it. */
export function useAddLeadNote() {
  return useEndpointMutation('bookedDemoNoteCreate', { invalidates: ['bookedDemoGet', 'bookedDemoActivity'] });
}
