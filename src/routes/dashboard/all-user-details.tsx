import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function AllUserDetailsPage() {
  return (
    <PlaceholderPage title={titles.dashboard.allUserDetails} heading="All Users Details">
      Every user who visited your branches.
    </PlaceholderPage>
  );
}

export { AllUserDetailsPage as Component };
