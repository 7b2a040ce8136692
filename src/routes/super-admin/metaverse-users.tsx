import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function MetaverseUsersPage() {
  return (
    <PlaceholderPage title={titles.superAdmin.metaverseUsers} heading="Metaverse Users">
      Every metaverse user, ten per page.
    </PlaceholderPage>
  );
}

export { MetaverseUsersPage as Component };
