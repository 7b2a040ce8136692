import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function FaqPage() {
  return (
    <PlaceholderPage title={titles.faq} heading="Frequently Asked Questions">
      Answers about our blockchain, AI and metaverse products.
    </PlaceholderPage>
  );
}

export { FaqPage as Component };
