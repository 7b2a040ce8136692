import { Link } from 'react-router-dom';
import { CardGrid, CardItem, TickList } from '@/components/marketing/cards';
import { CtaRow } from '@/page-blocks/cta';
import { Hero } from '@/components/marketing/hero';
import { OfficeMap } from '@/components/marketing/office-map';
import { HEADQUARTERS, OFFICES } from '@/content/offices';
import { PageSection } from '@/components/marketing/page-section';
import { ExternalAnchor } from '@/components/marketing/site-link';
import { ABOUT_PAGE as page } from '@/content/pages/about-us';
import { CAPABILITIES, MISSION, PRODUCTS } from '@/content/products';
import { configuredTeam } from '@/config/team-members';
import { initialsOf, TEAM_ROLES } from '@/content/team';
import { useHydrated } from '@/hooks/use-hydrated';
import { usePageMeta } from '@/hooks/use-page-meta';

const TEAM_CARD = 'flex flex-col rounded-xl border border-white/10 bg-ink-soft p-5 transition hover:border-brand-light/60';

function Tile({ mark }: { mark: string }) {
  return (
    <span aria-hidden="true" className="grid size-12 place-items-center rounded-lg border border-brand-light/40 bg-ink text-base font-semibold tracking-wide text-white" data-monogram="">
      {mark}
    </span>
  );
}

const linkClass = 'mt-auto inline-flex items-center font-semibold text-accent hover:underline';

function AboutUsPage() {
  usePageMeta(page.meta);
  // The prerendered page names nobody; a deployment's people (TEAM_MEMBERS) arrive after hydration, as the clients do.
  const team = useHydrated() ? configuredTeam() : [];
  return (
    <>
      <Hero hero={page.hero} aside={<OfficeMap offices={OFFICES} caption={page.officesCaption} fullMapUrl={HEADQUARTERS.mapUrl} priority />}>
        <CtaRow ctas={page.hero.ctas} className="mt-8" />
      </Hero>

      <PageSection id="flagship-products" heading={page.flagship.heading} lead={page.flagship.lead}>
        <CardGrid columns={4}>
          {PRODUCTS.map((product) => (
            <CardItem key={product.id} title={product.name} eyebrow={product.category}>
              <p>{product.summary}</p>
              <TickList items={product.highlights} />
              <Link to={product.to} className={linkClass}>
                Explore {product.name}
              </Link>
            </CardItem>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="core-capabilities" heading={page.capabilities.heading} lead={page.capabilities.lead}>
        <CardGrid columns={3}>
          {CAPABILITIES.map((c) => (
            <CardItem key={c.id} title={c.title}>
              <p>{c.summary}</p>
              <TickList items={c.points} />
              <Link to={c.to} className={linkClass}>
                Learn more<span className="sr-only"> about {c.title.toLowerCase()}</span>
              </Link>
            </CardItem>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="team" heading={page.team.heading} lead={team.length ? page.team.namedLead : page.team.lead}>
        {/* One card shape for all five: tile, name or role, a line; two to a row below 1024 px, where an odd last card
            takes the whole row instead of standing alone beside a gap; five in one row from 1024 px. */}
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5 [&>li:last-child:nth-child(odd)]:col-span-2 lg:[&>li:last-child:nth-child(odd)]:col-span-1">
          {team.length
            ? team.map((member) => (
                <li key={member.name} className={TEAM_CARD}>
                  {/* The name below says who this is: the tile adds nothing for a screen reader. */}
                  {member.imageUrl ? (
                    <img src={member.imageUrl} alt="" width="96" height="96" loading="lazy" decoding="async" className="size-12 rounded-lg object-cover" />
                  ) : (
                    <Tile mark={initialsOf(member.name)} />
                  )}
                  <h3 className="mt-4 font-semibold text-white">{member.name}</h3>
                  <p className="mt-1 text-sm text-slate-300">{member.title}</p>
                  {member.linkedinUrl ? (
                    <ExternalAnchor
                      link={{ kind: 'external', label: page.team.profileLinkLabel(member.name), href: member.linkedinUrl }}
                      className="mt-2 inline-block py-1 text-sm font-semibold text-accent hover:underline"
                    />
                  ) : null}
                </li>
              ))
            : TEAM_ROLES.map((role) => (
                <li key={role.title} className={TEAM_CARD} data-team-role="">
                  <Tile mark={role.mark} />
                  <h3 className="mt-4 font-semibold text-white">{role.title}</h3>
                  <p className="mt-1 text-sm text-slate-300">{role.text}</p>
                </li>
              ))}
        </ul>
      </PageSection>

      <PageSection id="mission" eyebrow={page.mission.eyebrow} heading={MISSION.heading} align="center">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-xl font-semibold text-white">{MISSION.statement}</p>
          <p className="mt-4 text-slate-300">{MISSION.supporting}</p>
        </div>
      </PageSection>

      <PageSection id="join-us" heading={page.joinUs.heading} lead={page.joinUs.text} align="center">
        <CtaRow ctas={page.joinUs.ctas} className="justify-center" />
      </PageSection>
    </>
  );
}

export { AboutUsPage as Component };
