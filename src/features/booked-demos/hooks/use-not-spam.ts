import type { RefObject } from 'react';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/http';
import type { BookedDemoRow } from '../api/get-booked-demos';
import { useReleaseBookedDemo } from '../api/release-booked-demo';

/**
 * The 'Not spam' action of the Filtered view: release, a toast, and focus back on the heading (the pressed button
 * leaves with its row). A refusal (released elsewhere meanwhile, or gone) is a toast and a fresh list.
 */
export function useNotSpam({ refetch, focusAfter }: { refetch: () => unknown; focusAfter: RefObject<HTMLElement | null> }) {
  const release = useReleaseBookedDemo();
  const markNotSpam = (demo: BookedDemoRow) =>
    release.mutate(
      { params: { id: demo._id } },
      {
        onSuccess: (reply) => toast.success(reply.message),
        onError: (err) => {
          toast.error(errorMessage(err));
          void refetch();
        },
        onSettled: () => focusAfter.current?.focus(),
      },
    );
  return { markNotSpam, releasing: release.isPending ? release.variables.params.id : undefined };
}
