import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function AboutUsPage() {
  return (
    <PlaceholderPage title={titles.aboutUs} heading="About Us">
      Our mission, our flagship products and the team behind them.
    </PlaceholderPage>
  );
}

export { AboutUsPage as Component };
