import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionBlock } from '@/page-blocks/section-block';
import { OIL_REFINERY_PAGE } from '@/content/pages/oil-refinery';

// docs/design/system.md, the composition section type (decision 0078): the message above, one product screen across
// the page, the points as callouts under it; every product page has one, so no page is only "text left, picture right".
describe('a wide section', () => {
  const section = OIL_REFINERY_PAGE.sections.find((s) => s.layout === 'wide')!;

  it('puts the heading first, the screen under it and the bullets as callouts after it, in that order', async () => {
    const { container } = render(<SectionBlock section={section} />);
    const heading = await screen.findByRole('heading', { level: 2, name: section.heading });
    const figure = container.querySelector('figure[data-composition]')!;
    expect(figure).toHaveAccessibleName(section.imageAlt!);
    const callouts = within(container.querySelector('section')!).getAllByRole('listitem');
    expect(callouts.map((li) => li.textContent)).toEqual(section.bullets);
    expect(heading.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(figure.compareDocumentPosition(callouts[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is used on each product page that shows the product', async () => {
    const pages = await Promise.all(
      ['oil-refinery', 'healthcare', 'predictive', 'vr-retail', 'vr-world', 'vr-bank', 'vr-auto'].map((p) => import(`@/content/pages/${p}.ts`)),
    );
    for (const mod of pages) {
      const page = Object.values(mod).find((v) => v && typeof v === 'object' && ('sections' in v || 'features' in v)) as { sections?: { layout?: string }[]; features?: { layout?: string }[] };
      expect((page.sections ?? page.features ?? []).filter((s) => s.layout === 'wide')).toHaveLength(1);
    }
  });
});
