import type { ReplyOf } from '@contract/endpoints';
import type { EndpointName, EndpointRouting } from '@contract/endpoint-routing';
import { publicRouting } from '@contract/public-routing';
import { schedulingRouting } from '@contract/scheduling-routing';
import { callRow, type CallRest } from './client';

/** The rows the public site calls: the demo form, its human checks and the meeting picker (docs/decisions/0045). */
const PUBLIC: Record<PublicName, EndpointRouting> = { ...publicRouting, ...schedulingRouting };
export type PublicName = (keyof typeof publicRouting | keyof typeof schedulingRouting) & EndpointName;

/** `call` for the public site's own rows, without loading the whole endpoint table. */
export function callPublic<N extends PublicName>(name: N, ...[args]: CallRest<N>): Promise<ReplyOf<N>> {
  return callRow(name, PUBLIC[name], args);
}

export const publicRow = (name: PublicName): EndpointRouting => PUBLIC[name];
