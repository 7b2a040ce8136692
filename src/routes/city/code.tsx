import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function CodePage() {
  return (
    <PlaceholderPage title={titles.code} heading="Enter the Code displayed on your screen !">
      Sign in to Eternity City, then type the six-character code shown on your headset or screen.
    </PlaceholderPage>
  );
}

export { CodePage as Component };
