import { useEndpointMutation } from '@/lib/query';

/** Append a note; the lead's detail reloads with it. */
export function useAddLeadNote() {
  return useEndpointMutation('bookedDemoNoteCreate', { invalidates: ['bookedDemoGet'] });
}
