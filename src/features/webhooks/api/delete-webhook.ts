import { useEndpointMutation } from '@/lib/query';

export const useDeleteWebhook = () => useEndpointMutation('webhookDelete', { invalidates: ['webhooksList', 'webhookDeliveries'] });
