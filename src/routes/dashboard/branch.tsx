import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function BranchPage() {
  return (
    <PlaceholderPage title={titles.dashboard.branch} heading="Branch Overview">
      User visits and department-wise queries per branch.
    </PlaceholderPage>
  );
}

export { BranchPage as Component };
