import { useEndpointMutation } from '@/lib/query';

export const useUpdateWebhook = () => useEndpointMutation('webhookPatch', { invalidates: ['webhooksList'] });
