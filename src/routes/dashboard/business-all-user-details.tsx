import { titles } from '@/config/page-titles';
import { AllUsersPage } from '@/features/business-dashboard/components/all-users-page';
import { usePageTitle } from '@/hooks/use-page-title';

function DashboardAllUserDetailsPage() {
  usePageTitle(titles.dashboard.allUserDetails);
  return <AllUsersPage />;
}

export { DashboardAllUserDetailsPage as Component };
