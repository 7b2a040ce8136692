import {
  QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { call, type CallArgs } from '@/lib/http';
import type { ReplyOf } from '@contract/endpoints';
import type { EndpointName } from '@contract/endpoint-routing';

/** Keyed by endpoint first, so invalidating `[name]` reaches every page and filter of it. */
export function queryKeyOf<N extends EndpointName>(name: N, args?: CallArgs<N>): readonly [N] | readonly [N, CallArgs<N>] {
  return args === undefined ? [name] : [name, args];
}

// call()'s rest tuple cannot be checked for a generic N; the caller's types are checked at endpointQuery/useEndpointMutation.
const callEndpoint = call as <N extends EndpointName>(name: N, args?: CallArgs<N>) => Promise<ReplyOf<N>>;

export function endpointQuery<N extends EndpointName, T = ReplyOf<N>>(name: N, args?: CallArgs<N>, select?: (reply: ReplyOf<N>) => T) {
  return queryOptions({
    queryKey: queryKeyOf(name, args),
    queryFn: () => callEndpoint(name, args),
    select,
  });
}

type MutationOptions<N extends EndpointName> = Omit<UseMutationOptions<ReplyOf<N>, unknown, CallArgs<N>>, 'mutationFn'> & {
  invalidates?: readonly EndpointName[];
};

export function useEndpointMutation<N extends EndpointName>(
  name: N,
  { invalidates = [], onSuccess, ...options }: MutationOptions<N> = {},
): UseMutationResult<ReplyOf<N>, unknown, CallArgs<N>> {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (args: CallArgs<N>) => callEndpoint(name, args),
    onSuccess: async (...result) => {
      await Promise.all(invalidates.map((endpoint) => client.invalidateQueries({ queryKey: [endpoint] })));
      await onSuccess?.(...result);
    },
  });
}

/** A 4xx will not change on a retry (a 401 has had its refresh already). */
export function shouldRetry(failures: number, error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status !== undefined && status < 500) return false;
  return failures < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
