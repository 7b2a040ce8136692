import { titles } from '@/config/page-titles';
import { SalesOfficesPage } from '@/features/sales-offices/components/sales-offices-page';

function SuperAdminSalesOfficesPage() {
  return <SalesOfficesPage title={titles.superAdmin.salesOffices} />;
}

export { SuperAdminSalesOfficesPage as Component };
