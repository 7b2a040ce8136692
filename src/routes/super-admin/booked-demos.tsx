import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function BookedDemosPage() {
  return (
    <PlaceholderPage title={titles.superAdmin.bookedDemos} heading="Booked Demo's">
      Demo requests sent from the website.
    </PlaceholderPage>
  );
}

export { BookedDemosPage as Component };
