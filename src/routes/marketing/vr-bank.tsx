import { VideoOfferingPage } from '@/page-blocks/video-offering-page';
import { titles } from '@/config/page-titles';
import { VR_BANK_PAGE } from '@/content/pages/vr-bank';

function VrBankPage() {
  return <VideoOfferingPage page={VR_BANK_PAGE} title={titles.vrBank} />;
}

export { VrBankPage as Component };
