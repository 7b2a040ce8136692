import { DATA_PROCESSING_PAGE } from '@/content/pages/legal';
import { LegalPageView } from '@/page-blocks/legal-page';

function DataProcessingPage() {
  return <LegalPageView page={DATA_PROCESSING_PAGE} />;
}

export { DataProcessingPage as Component };
