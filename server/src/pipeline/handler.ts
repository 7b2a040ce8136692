import type { EndpointName, EndpointOf } from '@contract/endpoints';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AuditContext } from '../audit/record';
import type { AuthContext } from '../auth/tokens';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../hono-env';
import type { RouteLimits } from '../rate-limit/route-limits';

type Part<N extends EndpointName, K extends string> = EndpointOf<N> extends { [P in K]: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : undefined
  : undefined;

/** What a handler receives: already authorized and parsed with the row's schemas. */
export interface HandlerContext<N extends EndpointName> {
  params: Part<N, 'params'>;
  query: Part<N, 'query'>;
  body: Part<N, 'body'>;
  auth: EndpointOf<N>['anonymous'] extends true ? null : AuthContext;
  deps: AppDeps;
  c: Context<AppEnv>;
  /** The app's abuse limits, for a service that counts attempts itself (current-password checks). */
  limits: RouteLimits;
  /** The caller and address for an audit event a service records in its own transaction (docs/decisions/0052). */
  audit: () => Promise<AuditContext>;
}

export interface HandlerResult<N extends EndpointName> {
  status?: ContentfulStatusCode;
  body: z.input<EndpointOf<N>['reply']>;
  headers?: Readonly<Record<string, string>>;
}

export type Handler<N extends EndpointName> = (ctx: HandlerContext<N>) => Promise<HandlerResult<N>>;

/** One handler for every endpoint of the table: a missing one fails the type check. */
export type Handlers = { [N in EndpointName]: Handler<N> };

/** Part of the map: what one handler file declares (`satisfies SomeHandlers`). */
export type SomeHandlers = Partial<Handlers>;
