import { useEndpointMutation } from '@/lib/query';

export const useRollWebhookSecret = () => useEndpointMutation('webhookRollSecret', { invalidates: ['webhooksList'] });
