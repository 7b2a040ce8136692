import { AnchoredSectionsPage } from '@/page-blocks/anchored-sections-page';
import { titles } from '@/config/page-titles';
import { HEALTHCARE_PAGE } from '@/content/pages/healthcare';
import { SCROLL_HINT_KEYS } from '@/content/scroll-hints';

function HealthcarePage() {
  return <AnchoredSectionsPage page={HEALTHCARE_PAGE} title={titles.healthcare} hintKey={SCROLL_HINT_KEYS.general} />;
}

export { HealthcarePage as Component };
