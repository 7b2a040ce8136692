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
import { isOwnService } from '@/lib/http/service-url';
import type { ReplyOf } from '@contract/endpoints';
import { endpointRouting, type EndpointName } from '@contract/endpoint-routing';

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
    mutationFn: (args: CallArgs<N>) => (isCreate(name) ? createOnce(name, args) : callEndpoint(name, args)),
    onSuccess: async (...result) => {
      await Promise.all(invalidates.map((endpoint) => client.invalidateQueries({ queryKey: [endpoint] })));
      await onSuccess?.(...result);
    },
  });
}

/** The consoles' creates: a 201 row that needs a signed-in caller (server/src/pipeline/idempotency.ts). */
const isCreate = (name: EndpointName): boolean => {
  const row = endpointRouting[name] as { status?: number; anonymous: boolean };
  return row.status === 201 && !row.anonymous;
};

/** How long one intent (the same create with the same body) keeps its key after a failure, for a retry. */
export const INTENT_MS = 10 * 60_000;

const intents = new Map<string, { key: string; since: number; running?: Promise<unknown> }>();

/**
 * A create sent once per intent (docs/decisions/0051): a second submit of the same body while the first runs (a double
 * click that beat the disabled button) shares its request, and every send of it (a retry after a failure, the
 * 401 refresh-and-retry) carries the same `Idempotency-Key`, so our server creates at most one. Other services (by
 * configuration) are not sent the header: their CORS rules may not allow it.
 */
export function createOnce<N extends EndpointName>(name: N, args: CallArgs<N>): Promise<ReplyOf<N>> {
  const id = `${name} ${JSON.stringify(args ?? null)}`;
  const now = Date.now();
  let intent = intents.get(id);
  if (!intent || (!intent.running && now - intent.since > INTENT_MS)) {
    intent = { key: crypto.randomUUID(), since: now };
    intents.set(id, intent);
  }
  if (intent.running) return intent.running as Promise<ReplyOf<N>>;
  const current = intent;
  const headers = isOwnService(endpointRouting[name].service) ? { 'Idempotency-Key': current.key } : undefined;
  const running = callEndpoint(name, { ...args, ...(headers && { headers }) } as CallArgs<N>).then(
    (reply) => {
      intents.delete(id);
      return reply;
    },
    (err: unknown) => {
      current.running = undefined;
      throw err;
    },
  );
  current.running = running;
  return running;
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
