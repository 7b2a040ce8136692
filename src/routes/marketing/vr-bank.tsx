import { ClosingCta, SectionBlock } from '@/components/offerings/section-block';
import { VideoHero } from '@/components/offerings/video-hero';
import { titles } from '@/config/titles';
import { VR_BANK_PAGE as page } from '@/content/pages/vrbank';
import { usePageTitle } from '@/hooks/use-page-title';

/** /vrbank: the virtual bank branch. */
function VrBankPage() {
  usePageTitle(titles.vrBank);
  return (
    <>
      <VideoHero hero={page.hero} />
      {page.features.map((s, i) => (
        <SectionBlock key={s.heading} section={s} flip={i % 2 === 1} />
      ))}
      <ClosingCta closing={page.closing} />
    </>
  );
}

export { VrBankPage as Component };
