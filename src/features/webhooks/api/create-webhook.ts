import { useEndpointMutation } from '@/lib/query';

export const useCreateWebhook = () => useEndpointMutation('webhookCreate', { invalidates: ['webhooksList'] });
