import { useSyncExternalStore } from 'react';
import { CtaButton } from '@/page-blocks/cta';
import { PageHero } from '@/page-blocks/page-hero';
import { ClosingCta, SECTION_CLASS } from '@/page-blocks/section-block';
import { SnapList } from '@/components/marketing/snap-list';
import { SiteImageView } from '@/components/ui/render-picture';
import { WhyClaims } from '@/components/marketing/why-claims';
import { titles } from '@/config/page-titles';
import { WHY_ETERNITY } from '@/content/claims';
import { BLOCKCHAIN_PAGE as page } from '@/content/pages/blockchain';
import { LOGIN_TO_ETERNITY_CITY } from '@/content/pages/shared';
import type { Card } from '@/content/content-types';
import { SCROLL_HINT_KEYS } from '@/content/scroll-hints';
import { useSectionHint } from '@/lib/section-hints';
import { usePageMeta } from '@/hooks/use-page-meta';
import { getSession } from '@/lib/session';

const noChanges = () => () => {};
const hasSession = () => getSession() !== null;

const sectionClass = `${SECTION_CLASS} mx-auto max-w-7xl px-4 py-10 md:py-14`;
const h2Class = 'text-3xl font-bold tracking-tight text-white';
const h3Class = 'mt-8 text-2xl font-semibold text-white md:mt-10';
const leadClass = 'mt-4 max-w-3xl text-lg text-slate-300';
const cardClass = 'rounded-xl border border-white/10 bg-ink-soft p-5 md:p-6';

function TextCard({ card, level }: { card: Card; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <>
      <Heading className="text-lg font-semibold text-white">{card.title}</Heading>
      <p className="mt-2 text-slate-300">{card.text}</p>
    </>
  );
}

function CardRun({ label, cards, level, className = 'mt-6' }: { label: string; cards: Card[]; level: 3 | 4; className?: string }) {
  return (
    <SnapList
      label={label}
      items={cards}
      itemKey={(c) => c.title}
      renderItem={(c) => <TextCard card={c} level={level} />}
      columns="md:grid-cols-2 lg:grid-cols-4"
      itemClassName={cardClass}
      className={className}
    />
  );
}

function Lifecycle() {
  const { lifecycle } = page;
  return (
    <section id={lifecycle.id} aria-labelledby="lifecycle-heading" className={sectionClass}>
      <h2 id="lifecycle-heading" className={h2Class}>
        {lifecycle.heading}
      </h2>
      <p className={leadClass}>{lifecycle.lead}</p>
      <SnapList
        label="Lifecycle stages"
        ordered
        items={lifecycle.steps}
        itemKey={(s) => s.number}
        columns="md:grid-cols-2 md:gap-6 lg:grid-cols-3"
        itemClassName={`flex flex-col ${cardClass}`}
        className="mt-8 md:mt-10"
        renderItem={(s) => (
          <>
            <SiteImageView image={s.image} alt={s.imageAlt} width={340} height={220} screenView="plan" />
            <h3 className="mt-4 text-xl font-semibold text-white">
              <span className="text-accent">{s.number}</span> {s.title}
            </h3>
            <p className="mt-2 flex-1 text-slate-300">{s.text}</p>
            <CtaButton cta={lifecycle.stepCta} variant="ghost" className="-ml-2 mt-4 self-start font-semibold underline decoration-accent underline-offset-4" />
          </>
        )}
      />
    </section>
  );
}

function SmartContracts() {
  const sc = page.smartContracts;
  return (
    <section id={sc.id} aria-labelledby="contracts-heading" className={sectionClass}>
      <h2 id="contracts-heading" className={h2Class}>
        {sc.heading}
      </h2>
      <p className={leadClass}>{sc.lead}</p>
      <h3 className={h3Class}>{sc.languagesHeading}</h3>
      <SnapList
        label={sc.languagesHeading}
        items={sc.languages}
        itemKey={(l) => l.language}
        columns="md:grid-cols-3"
        itemClassName={cardClass}
        className="mt-6"
        renderItem={(l) => (
          <>
            <h4 className="text-xl font-semibold text-white">{l.language}</h4>
            <p className="mt-1 text-sm font-medium text-accent">{l.chains}</p>
            <p className="mt-3 text-slate-300">{l.text}</p>
          </>
        )}
      />
      <h3 className={h3Class}>{sc.servicesHeading}</h3>
      <CardRun label={sc.servicesHeading} cards={sc.services} level={4} />
    </section>
  );
}

function Solutions() {
  const sol = page.solutions;
  return (
    <section id={sol.id} aria-labelledby="solutions-heading" className={sectionClass}>
      <h2 id="solutions-heading" className={h2Class}>
        {sol.heading}
      </h2>
      <p className={leadClass}>{sol.lead}</p>
      <SnapList
        label="Public, private and hybrid blockchains"
        items={sol.chainTypes}
        itemKey={(c) => c.type}
        columns="md:grid-cols-3"
        itemClassName={cardClass}
        className="mt-8 md:mt-10"
        renderItem={(c) => (
          <>
            <h3 className="text-xl font-semibold text-white">{c.type} blockchain</h3>
            <p className="mt-3 text-slate-300">{c.text}</p>
            <p className="mt-3 text-sm text-slate-200">
              <span className="font-semibold text-accent">Best for: </span>
              {c.bestFor}
            </p>
          </>
        )}
      />
      <h3 className={h3Class}>{sol.useCasesHeading}</h3>
      <CardRun label={sol.useCasesHeading} cards={sol.useCases} level={4} />
    </section>
  );
}

function AiTokenization() {
  const ai = page.aiTokenization;
  return (
    <section id={ai.id} aria-labelledby="tokenization-heading" className={sectionClass}>
      <h2 id="tokenization-heading" className={h2Class}>
        {ai.heading}
      </h2>
      <p className={leadClass}>{ai.lead}</p>
      <CardRun label="AI tokenization offerings" cards={ai.offerings} level={3} className="mt-8 md:mt-10" />
      <h3 className={h3Class}>{ai.benefitsHeading}</h3>
      <CardRun label={ai.benefitsHeading} cards={ai.benefits} level={4} />
    </section>
  );
}

function BlockchainPage() {
  usePageMeta({ title: titles.blockchain, description: page.meta.description });
  useSectionHint(SCROLL_HINT_KEYS.blockchain);
  // SPEC 2.3: no city login with a stored session; prerendered signed out, so the server snapshot says no.
  const signedIn = useSyncExternalStore(noChanges, hasSession, () => false);
  return (
    <>
      <PageHero hero={page.hero} />
      <Lifecycle />
      <SmartContracts />
      <Solutions />
      <AiTokenization />
      <WhyClaims heading={page.whyHeading} claims={WHY_ETERNITY} />
      <ClosingCta closing={page.closing}>
        {signedIn ? null : (
          <div className="mt-6 flex justify-center">
            <CtaButton cta={LOGIN_TO_ETERNITY_CITY} variant="secondary" />
          </div>
        )}
      </ClosingCta>
    </>
  );
}

export { BlockchainPage as Component };
