import type { ReplyOf } from '@contract/endpoints';
import { endpointRouting, type EndpointName } from '@contract/endpoint-routing';
import { callRow, type CallRest } from './client';

/** A call of any row of the endpoint table (the consoles'); the public site's code uses public-call.ts. */
export function call<N extends EndpointName>(name: N, ...[args]: CallRest<N>): Promise<ReplyOf<N>> {
  return callRow(name, endpointRouting[name], args);
}
