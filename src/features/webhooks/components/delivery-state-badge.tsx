import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { WebhookDeliveryState } from '@contract/webhooks-text';

const LOOK: Record<WebhookDeliveryState, [string, BadgeTone]> = {
  pending: ['Pending', 'info'],
  retrying: ['Retrying', 'warning'],
  delivered: ['Delivered', 'success'],
  failed: ['Failed', 'danger'],
};

export function DeliveryStateBadge({ state }: { state: WebhookDeliveryState }) {
  const [text, tone] = LOOK[state];
  return <Badge tone={tone}>{text}</Badge>;
}
