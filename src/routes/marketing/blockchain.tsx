import { useState } from 'react';
import { ClaimsRotator } from '@/components/offerings/claims-rotator';
import { CtaButton } from '@/features/marketing/components/cta';
import { PageHero } from '@/features/marketing/components/page-hero';
import { CardGrid, ClosingCta, SECTION_CLASS } from '@/features/marketing/components/section-block';
import { titles } from '@/config/titles';
import { WHY_ETERNITY } from '@/content/claims';
import { BLOCKCHAIN_PAGE as page } from '@/content/pages/blockchain';
import { LOGIN_TO_ETERNITY_CITY } from '@/content/pages/shared';
import { SCROLL_HINT_KEYS } from '@/content/scroll-hints';
import { useSectionHint } from '@/lib/section-hints';
import { usePageMeta } from '@/hooks/use-page-meta';
import { getSession } from '@/lib/session';

const sectionClass = `${SECTION_CLASS} mx-auto max-w-7xl px-4 py-14`;
const h2Class = 'text-3xl font-bold tracking-tight text-white';
const h3Class = 'mt-10 text-2xl font-semibold text-white';
const leadClass = 'mt-4 max-w-3xl text-lg text-slate-300';

function Lifecycle() {
  const { lifecycle } = page;
  return (
    <section id={lifecycle.id} aria-labelledby="lifecycle-heading" className={sectionClass}>
      <h2 id="lifecycle-heading" className={h2Class}>
        {lifecycle.heading}
      </h2>
      <p className={leadClass}>{lifecycle.lead}</p>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {lifecycle.steps.map((s) => (
          <li key={s.number} className="flex flex-col rounded-xl border border-white/10 bg-ink-soft p-6">
            <img src={s.image} alt={s.imageAlt} width={480} height={320} loading="lazy" className="h-auto w-full" />
            <h3 className="mt-4 text-xl font-semibold text-white">
              <span className="text-accent">{s.number}</span> {s.title}
            </h3>
            <p className="mt-2 flex-1 text-slate-300">{s.text}</p>
            <CtaButton cta={lifecycle.stepCta} variant="secondary" className="mt-5 self-start" />
          </li>
        ))}
      </ol>
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
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {sc.languages.map((l) => (
          <li key={l.language} className="rounded-xl border border-white/10 bg-ink-soft p-6">
            <h4 className="text-xl font-semibold text-white">{l.language}</h4>
            <p className="mt-1 text-sm font-medium text-accent">{l.chains}</p>
            <p className="mt-3 text-slate-300">{l.text}</p>
          </li>
        ))}
      </ul>
      <h3 className={h3Class}>{sc.servicesHeading}</h3>
      <CardGrid cards={sc.services} headingLevel={4} className="mt-6 lg:grid-cols-4" />
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
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {sol.chainTypes.map((c) => (
          <li key={c.type} className="rounded-xl border border-white/10 bg-ink-soft p-6">
            <h3 className="text-xl font-semibold text-white">{c.type} blockchain</h3>
            <p className="mt-3 text-slate-300">{c.text}</p>
            <p className="mt-3 text-sm text-slate-200">
              <span className="font-semibold text-accent">Best for: </span>
              {c.bestFor}
            </p>
          </li>
        ))}
      </ul>
      <h3 className={h3Class}>{sol.useCasesHeading}</h3>
      <CardGrid cards={sol.useCases} headingLevel={4} className="mt-6 lg:grid-cols-4" />
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
      <CardGrid cards={ai.offerings} className="mt-10 lg:grid-cols-4" />
      <h3 className={h3Class}>{ai.benefitsHeading}</h3>
      <CardGrid cards={ai.benefits} headingLevel={4} className="mt-6 lg:grid-cols-4" />
    </section>
  );
}

/** /blockchain: the lifecycle, smart contracts, chain solutions, AI tokenization and the rotating 'Why' claims. */
function BlockchainPage() {
  usePageMeta({ title: titles.blockchain, description: page.meta.description });
  useSectionHint(SCROLL_HINT_KEYS.blockchain);
  // SPEC 2.3: the city login is not offered here to a visitor who already has a stored session.
  const [signedIn] = useState(() => getSession() !== null);
  return (
    <>
      <PageHero hero={page.hero} />
      <Lifecycle />
      <SmartContracts />
      <Solutions />
      <AiTokenization />
      <ClaimsRotator heading={page.whyHeading} claims={WHY_ETERNITY} />
      <ClosingCta closing={page.closing}>
        {signedIn ? null : (
          <div className="mt-6 flex justify-center">
            <CtaButton cta={LOGIN_TO_ETERNITY_CITY} />
          </div>
        )}
      </ClosingCta>
    </>
  );
}

export { BlockchainPage as Component };
