import { titles } from '@/config/page-titles';
import { BookedDemosPage } from '@/features/booked-demos/components/booked-demos-page';

function SuperAdminBookedDemosPage() {
  return <BookedDemosPage title={titles.superAdmin.bookedDemos} />;
}

export { SuperAdminBookedDemosPage as Component };
