import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function VrBankPage() {
  return (
    <PlaceholderPage title={titles.vrBank} heading="Banking Metaverse">
      A virtual bank branch your customers can walk into.
    </PlaceholderPage>
  );
}

export { VrBankPage as Component };
