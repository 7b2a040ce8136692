import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function IndustriesPage() {
  return (
    <PlaceholderPage title={titles.industries} heading="Industries">
      Metaverse and AI solutions for finance, education, retail and automotive.
    </PlaceholderPage>
  );
}

export { IndustriesPage as Component };
