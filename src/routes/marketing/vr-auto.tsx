import { VideoOfferingPage } from '@/page-blocks/video-offering-page';
import { titles } from '@/config/page-titles';
import { VR_AUTO_PAGE } from '@/content/pages/vr-auto';

function VrAutoPage() {
  return <VideoOfferingPage page={VR_AUTO_PAGE} title={titles.vrAuto} />;
}

export { VrAutoPage as Component };
