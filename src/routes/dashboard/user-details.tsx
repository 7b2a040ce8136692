import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function UserDetailsPage() {
  return (
    <PlaceholderPage title={titles.dashboard.userDetails} heading="User Details">
      Logs, overall journey, accessed APIs and settings of one user.
    </PlaceholderPage>
  );
}

export { UserDetailsPage as Component };
