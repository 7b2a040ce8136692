import { AnchoredSectionsPage } from '@/page-blocks/anchored-sections-page';
import { titles } from '@/config/page-titles';
import { OIL_REFINERY_PAGE } from '@/content/pages/oil-refinery';
import { SCROLL_HINT_KEYS } from '@/content/scroll-hints';

/** /oilrefienery: SPEC's spelling. */
function OilRefineryPage() {
  return <AnchoredSectionsPage page={OIL_REFINERY_PAGE} title={titles.oilRefinery} hintKey={SCROLL_HINT_KEYS.general} />;
}

export { OilRefineryPage as Component };
