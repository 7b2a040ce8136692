import { useEndpointMutation } from '@/lib/query';

/** 'Not spam': the lead leaves 'Filtered' for the list and the weekly chart, and is mailed (docs/decisions/0037). */
export function useReleaseBookedDemo() {
  return useEndpointMutation('bookedDemoRelease', { invalidates: ['bookedDemosList', 'bookedDemoActivity', 'bookedDemosStatusCounts', 'bookedDemosWeekly'] });
}
