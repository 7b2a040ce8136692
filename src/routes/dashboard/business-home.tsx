import { titles } from '@/config/page-titles';
import { BranchOverview } from '@/features/business-dashboard/components/branch-overview';
import { usePageTitle } from '@/hooks/use-page-title';

function DashboardHomePage() {
  usePageTitle(titles.dashboard.home);
  return <BranchOverview heading="Dashboard" />;
}

export { DashboardHomePage as Component };
