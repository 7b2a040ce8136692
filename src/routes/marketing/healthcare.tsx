import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function HealthcarePage() {
  return (
    <PlaceholderPage title={titles.healthcare} heading="Healthcare AI">
      Medical imaging SaaS, drug discovery and health monitoring.
    </PlaceholderPage>
  );
}

export { HealthcarePage as Component };
