import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function OilRefineryPage() {
  return (
    <PlaceholderPage title={titles.oilRefinery} heading="Oil Refinery Robots">
      Firefighting, leak detection and emergency response robots for refineries.
    </PlaceholderPage>
  );
}

export { OilRefineryPage as Component };
