import { useEndpointMutation } from '@/lib/query';

export const useSendWebhookTest = () => useEndpointMutation('webhookTest', { invalidates: ['webhookDeliveries', 'webhooksList'] });
