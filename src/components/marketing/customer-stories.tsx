import { Link } from 'react-router-dom';
import { TickList } from '@/components/marketing/cards';
import { PageSection } from '@/components/marketing/page-section';
import { CUSTOMER_STORIES, STORIES_SECTION, STORY_TOTALS, type CustomerStory } from '@/content/stories';

function StoryCard({ story }: { story: CustomerStory }) {
  return (
    <li className="flex flex-col rounded-2xl border border-white/10 bg-ink-soft p-6">
      <p className="text-xs font-semibold uppercase tracking-wider text-accent">{story.sector}</p>
      <h3 className="mt-1 text-lg font-bold text-white">{story.title}</h3>
      <dl className="mt-3 flex flex-1 flex-col gap-4 text-slate-300">
        <div>
          <dt className="text-sm font-semibold text-slate-200">The problem</dt>
          <dd className="mt-1">{story.challenge}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-200">What we built</dt>
          <dd className="mt-2">
            <TickList items={story.built} />
          </dd>
        </div>
        <div className="mt-auto rounded-xl border border-brand-light/30 bg-ink p-4">
          <dt className="text-sm font-semibold text-slate-200">Outcome</dt>
          <dd className="mt-1">
            {story.figure ? (
              <span className="mr-2 text-2xl font-extrabold text-white">
                {story.figure.value} <span className="text-base font-semibold text-slate-200">{story.figure.label}</span>
              </span>
            ) : null}
            <span className="block">{story.outcome}</span>
          </dd>
        </div>
      </dl>
      <Link to={story.link.to} className="mt-4 inline-flex items-center font-semibold text-accent hover:underline">
        {story.link.label}
      </Link>
    </li>
  );
}

/** Issue 24 item 5: stories from SPEC's own claims (src/content/stories.ts), prerendered with the page. */
export function CustomerStories() {
  return (
    <PageSection id={STORIES_SECTION.id} eyebrow={STORIES_SECTION.eyebrow} heading={STORIES_SECTION.heading} lead={STORIES_SECTION.lead}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {CUSTOMER_STORIES.map((story) => (
          <StoryCard key={story.id} story={story} />
        ))}
      </ul>
      <ul aria-label="Across all sectors" className="mt-8 flex flex-wrap gap-x-10 gap-y-3 border-t border-white/10 pt-6">
        {STORY_TOTALS.map((total) => (
          <li key={total.label} className="text-slate-300">
            <span className="mr-2 text-2xl font-extrabold text-white">{total.value}</span>
            {total.label}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
