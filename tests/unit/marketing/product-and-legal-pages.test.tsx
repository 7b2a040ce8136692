import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { DATA_PROCESSING_PAGE, PRIVACY_PAGE } from '@/content/pages/legal';
import { PRODUCT_PAGES } from '@/content/pages/product-pages';
import DemoForm from '@/features/demo-booking/components/demo-form';
import { renderRoute } from '../test-utils';

// Issue 37 item 3 (docs/decisions/0076): the product, legal and privacy links lead to pages of ours.

describe('a flagship product page', () => {
  it.each(PRODUCT_PAGES.map((p) => [p.id, p] as const))('/products/%s: its name, what it does, its flow and one way to the demo form', async (id, page) => {
    renderRoute(`/products/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: page.hero.heading })).toBeInTheDocument();
    expect(document.title).toBe(page.meta.title);
    const flow = screen.getByRole('region', { name: page.flow.heading });
    expect(within(flow).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(page.flow.steps.map((s) => s.title));
    expect(screen.getAllByRole('button', { name: 'Book a demo' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/aboutus#flagship-products');
    // SPEC's figure where it gives one (the eKYC suite's 250+ verification APIs), no other figure.
    const what = screen.getByRole('region', { name: 'What it does' });
    if (page.figure) expect(within(what).getByText(page.figure.value)).toBeInTheDocument();
    else expect(what.textContent).not.toMatch(/\d+\+/);
  });
});

describe('the legal pages', () => {
  it.each([
    [paths.privacy, PRIVACY_PAGE],
    [paths.dataProcessing, DATA_PROCESSING_PAGE],
  ] as const)('%s: one h1, an index whose every link reaches its section, questions to the contact page', async (path, page) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
    expect(document.title).toBe(page.meta.title);
    const index = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(index).toHaveLength(page.sections.length);
    for (const link of index) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    expect(screen.getByRole('link', { name: page.ask.link })).toHaveAttribute('href', paths.contactUs);
    // No claim of a certification or a regulator's approval.
    expect(JSON.stringify(page)).not.toMatch(/ISO ?27001|SOC ?2|GDPR[- ]compliant|certified|compliant/i);
  });
});

it('every demo form says what its details are for and links the privacy notice, in a new tab so nothing typed is lost', () => {
  render(<DemoForm />);
  const link = screen.getByRole('link', { name: 'Privacy notice (opens in a new tab)' });
  expect(link).toHaveAttribute('href', paths.privacy);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.closest('p')).toHaveTextContent('We use these details only to answer your request.');
});
