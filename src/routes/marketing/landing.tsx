import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function LandingPage() {
  return (
    <PlaceholderPage title={titles.home} heading="Join the Metaverse Revolution">
      Enterprise blockchain, AI and metaverse products: eKYC and fraud prevention, cloud cost optimisation, automotive data intelligence and a banking metaverse.
    </PlaceholderPage>
  );
}

export { LandingPage as Component };
