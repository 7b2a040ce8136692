import { VideoOfferingPage } from '@/components/offerings/video-offering-page';
import { titles } from '@/config/titles';
import { VR_AUTO_PAGE } from '@/content/pages/vrauto';

/** /vrauto: the virtual car showroom. */
function VrAutoPage() {
  return <VideoOfferingPage page={VR_AUTO_PAGE} title={titles.vrAuto} />;
}

export { VrAutoPage as Component };
