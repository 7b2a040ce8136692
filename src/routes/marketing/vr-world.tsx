import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function VrWorldPage() {
  return (
    <PlaceholderPage title={titles.vrWorld} heading="VR World">
      Design your own metaverse.
    </PlaceholderPage>
  );
}

export { VrWorldPage as Component };
