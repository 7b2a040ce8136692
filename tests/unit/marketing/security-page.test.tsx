import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECURITY_PAGE } from '@/content/pages/security';
import { renderRoute } from '../test-utils';

describe('/security (issue 24 item 5, docs/decisions/0060)', () => {
  it('has one h1, a section per topic, and an index whose every link reaches its section', async () => {
    renderRoute('/security');
    expect(await screen.findByRole('heading', { level: 1, name: SECURITY_PAGE.hero.heading })).toBeInTheDocument();
    expect(document.title).toBe(SECURITY_PAGE.meta.title);
    for (const topic of SECURITY_PAGE.topics) {
      const section = screen.getByRole('region', { name: topic.heading });
      expect(section).toHaveAttribute('id', topic.id);
      expect(within(section).getAllByRole('term')).toHaveLength(topic.points.length);
    }
    const links = within(screen.getByRole('navigation', { name: SECURITY_PAGE.navLabel })).getAllByRole('link');
    expect(links).toHaveLength(SECURITY_PAGE.topics.length + 1);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('without a contact email set, sends vulnerability reports to the contact page: no made-up address', async () => {
    renderRoute('/security');
    const report = await screen.findByRole('region', { name: SECURITY_PAGE.report.heading });
    expect(within(report).queryByRole('link', { name: /@/ })).toBeNull();
    expect(report).not.toHaveTextContent(/example\.com/);
    // The sentence with the address is in the page (the server fills it when a deployment sets one), hidden.
    expect(report.querySelector('[data-contact-row="CONTACT_EMAIL"]')).not.toBeVisible();
    expect(within(report).getByRole('link', { name: SECURITY_PAGE.report.absent.link })).toHaveAttribute('href', '/contactus');
    expect(report).toHaveTextContent('say it is a security report');
  });

  it('claims no certification and states its description is not one', () => {
    const text = JSON.stringify(SECURITY_PAGE);
    expect(text).not.toMatch(/ISO ?27001|SOC ?2|PCI|HIPAA|certified|compliant/i);
    expect(SECURITY_PAGE.scope.text).toMatch(/not a certification/);
  });
});
