import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function VrAutoPage() {
  return (
    <PlaceholderPage title={titles.vrAuto} heading="Automotive Metaverse">
      A virtual car showroom for your brand.
    </PlaceholderPage>
  );
}

export { VrAutoPage as Component };
