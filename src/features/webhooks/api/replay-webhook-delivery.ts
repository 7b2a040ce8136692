import { useEndpointMutation } from '@/lib/query';

export const useReplayWebhookDelivery = () => useEndpointMutation('webhookReplay', { invalidates: ['webhookDeliveries', 'webhooksList'] });
