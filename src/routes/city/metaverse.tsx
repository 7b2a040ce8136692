import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function CityPage() {
  return (
    <PlaceholderPage title={titles.city} heading="Eternity City">
      The virtual city opens here.
    </PlaceholderPage>
  );
}

export { CityPage as Component };
