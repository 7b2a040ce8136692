import { titles } from '@/config/page-titles';
import { BranchOverview } from '@/features/business-dashboard/components/branch-overview';
import { usePageTitle } from '@/hooks/use-page-title';

function DashboardBranchPage() {
  usePageTitle(titles.dashboard.branch);
  return <BranchOverview heading="Branch Overview" />;
}

export { DashboardBranchPage as Component };
