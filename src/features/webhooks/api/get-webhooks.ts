import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type WebhookRow = ReplyOf<'webhooksList'>['webhooks'][number];

export const useWebhooks = () => useQuery(endpointQuery('webhooksList', undefined, (reply) => reply.webhooks));
