import { titles } from '@/config/page-titles';
import { WebhooksPage } from '@/features/webhooks/components/webhooks-page';

function SuperAdminWebhooksPage() {
  return <WebhooksPage title={titles.superAdmin.webhooks} />;
}

export { SuperAdminWebhooksPage as Component };
