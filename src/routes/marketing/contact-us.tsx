import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function ContactUsPage() {
  return (
    <PlaceholderPage title={titles.contactUs} heading="Contact Us">
      Talk to our team in India North, India West, the United Kingdom and the UAE.
    </PlaceholderPage>
  );
}

export { ContactUsPage as Component };
