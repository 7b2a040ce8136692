import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function VrRetailPage() {
  return (
    <PlaceholderPage title={titles.vrRetail} heading="Retail Metaverse">
      Virtual 3D products and stores.
    </PlaceholderPage>
  );
}

export { VrRetailPage as Component };
