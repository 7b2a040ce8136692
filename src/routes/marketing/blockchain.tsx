import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function BlockchainPage() {
  return (
    <PlaceholderPage title={titles.blockchain} heading="Blockchain First">
      End-to-end product lifecycle management for blockchain products.
    </PlaceholderPage>
  );
}

export { BlockchainPage as Component };
