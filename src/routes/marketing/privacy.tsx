import { PRIVACY_PAGE } from '@/content/pages/legal';
import { LegalPageView } from '@/page-blocks/legal-page';

function PrivacyPage() {
  return <LegalPageView page={PRIVACY_PAGE} />;
}

export { PrivacyPage as Component };
