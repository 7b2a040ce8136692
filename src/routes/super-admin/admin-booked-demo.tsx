import { titles } from '@/config/page-titles';
import { LeadDetailPage } from '@/features/booked-demos/components/lead-detail-page';

function SuperAdminBookedDemoPage() {
  return <LeadDetailPage title={titles.superAdmin.bookedDemo} />;
}

export { SuperAdminBookedDemoPage as Component };
