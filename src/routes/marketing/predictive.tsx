import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function PredictivePage() {
  return (
    <PlaceholderPage title={titles.predictive} heading="Predictive Maintenance Solutions">
      Preventing downtime with AI-powered predictive maintenance.
    </PlaceholderPage>
  );
}

export { PredictivePage as Component };
