import { titles } from '@/config/page-titles';
import { ConversionPage } from '@/features/conversion/components/conversion-page';

function SuperAdminConversionPage() {
  return <ConversionPage title={titles.superAdmin.conversion} />;
}

export { SuperAdminConversionPage as Component };
