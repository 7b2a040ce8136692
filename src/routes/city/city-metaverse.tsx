import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { RenderPicture } from '@/components/ui/render-picture';
import { PRODUCT_SHOT_DIR } from '@/config/renders';
import { isCityArrival } from '@/config/city-arrival';
import { env } from '@/config/env';
import { titles } from '@/config/page-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/use-session';
import { errorMessage, isMissing } from '@/lib/http';
import { createQueryClient } from '@/lib/query';
import { useCityMetaverse } from '@/features/city-metaverse/api/get-city-metaverse';
import { resolveBuildUrl, useWebBuild } from '@/features/city-metaverse/api/check-web-build';
import { useCityMembership } from '@/features/city-metaverse/api/city-membership';
import { useJoinMetaverse } from '@/features/city-metaverse/api/join-metaverse';
import { JoinedNotice, JoinOffer } from '@/features/city-metaverse/components/join-offer';
import { MetaverseMissing, MetaverseSkeleton, NoWebBuild, WebBuildFrame } from '@/features/city-metaverse/components/metaverse-views';
import { NamePrompt } from '@/features/citizen-account';
import { CitizenBar, CityLoginButton } from '@/features/city-login';

const CITY_PICTURE_SIZES = '(min-width: 1280px) 608px, (min-width: 1024px) 48vw, calc(100vw - 2rem)';

/** SPEC part 5: a link built from a missing id reads "undefined"; it goes to the site root. */
const isDefinedId = (id: string | undefined): id is string => Boolean(id && id !== 'undefined' && id !== 'null');

function MetaversePage() {
  const { id } = useParams();
  usePageTitle(titles.city);
  const signedInAs = useSession()?.userType ?? null;
  // The public pages carry no query cache (it stays out of the `/` entry): this page brings its own.
  const [queryClient] = useState(createQueryClient);
  const arrival = useCityArrival(id);
  if (!isDefinedId(id)) return <Navigate to="/" replace />;
  // Signing in on another metaverse's page stays there (and offers to join it); Eternity City's is the city login.
  if (!signedInAs) return <SignInFirst stay={id !== env.cityMetaverseId} />;
  return (
    <QueryClientProvider client={queryClient}>
      <CitizenBar />
      <NamePrompt />
      <Metaverse key={id} id={id} citizen={signedInAs === 'metaverse-user'} joinOnArrival={arrival} />
    </QueryClientProvider>
  );
}

/**
 * True when the city login just brought the person to the configured Eternity City: they chose it, so it joins as it
 * always did. The mark is taken off the history entry, so a reload or coming back later does not join again.
 */
function useCityArrival(id: string | undefined): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const marked = isCityArrival(location.state);
  const [arrivedAt, setArrivedAt] = useState<string | null>(null);
  if (marked && arrivedAt !== location.pathname) setArrivedAt(location.pathname);
  if (!marked && arrivedAt !== null && arrivedAt !== location.pathname) setArrivedAt(null);
  useEffect(() => {
    if (marked) void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [marked, navigate, location.pathname, location.search, location.hash]);
  return id === env.cityMetaverseId && (marked || arrivedAt === location.pathname);
}

/** What a visitor finds inside (SPEC: the city's bank branch, car showroom and store), each with its render. */
const INSIDE = [
  { render: 'bank-branch', label: 'A bank branch' },
  { render: 'car-showroom', label: 'A car showroom' },
  { render: 'retail-store', label: 'A store' },
] as const;

/** On the page grid (the header's column): the city's picture beside the text, under the heading on a phone. */
function SignInFirst({ stay }: { stay: boolean }) {
  return (
    <section aria-labelledby="city-heading" className="mx-auto grid max-w-7xl px-4 py-10 sm:py-16 lg:grid-cols-2 lg:gap-x-12">
      <h1 id="city-heading" className="text-3xl font-bold text-white sm:text-4xl lg:self-end">
        Eternity City
      </h1>
      <div className="mt-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-center">
        <RenderPicture
          id="city"
          dir={PRODUCT_SHOT_DIR}
          alt="A street in Eternity City as it runs in the browser, looking towards the bank, with on-screen arrows to walk."
          priority
          sizes={CITY_PICTURE_SIZES}
          className="h-auto w-full rounded-2xl border border-white/10 shadow-2xl shadow-black/50"
        />
      </div>
      <div className="lg:self-start">
        <p className="mt-4 max-w-2xl text-lg text-slate-300">
          A virtual city with a bank branch, a car showroom and a store, open in your browser. Sign in with your phone
          number or Google to enter it.
        </p>
        <CityLoginButton variant="primary" className="mt-8" onSignedIn={stay ? () => undefined : undefined}>
          Login to Eternity City
        </CityLoginButton>
        <h2 className="mt-10 text-lg font-semibold text-white">Inside the city</h2>
        <ul className="mt-4 grid grid-cols-3 gap-3">
          {INSIDE.map((place) => (
            <li key={place.render} className="overflow-hidden rounded-xl border border-white/10 bg-ink-soft">
              <RenderPicture id={place.render} alt="" sizes="(min-width: 1024px) 190px, 33vw" className="h-auto w-full" />
              <p className="px-3 py-2 text-sm font-semibold text-slate-100">{place.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A member (or a dashboard user or the super admin, who do not join) sees the metaverse; a citizen who is not one is
 * offered to join it, and only their click on Join joins (docs/decisions/0029). */
function Metaverse({ id, citizen, joinOnArrival }: { id: string; citizen: boolean; joinOnArrival: boolean }) {
  const metaverse = useCityMetaverse(id, true);
  const found = metaverse.isSuccess;
  const membership = useCityMembership(id, citizen && found);
  const join = useJoinMetaverse();
  const { mutate } = join;
  const member = !citizen || membership.data === true || join.isSuccess;
  const build = useWebBuild(member ? metaverse.data?.links.WEBGL?.build : undefined);
  const joinOnce = joinOnArrival && found && membership.data === false;

  useEffect(() => {
    if (joinOnce) mutate({ params: { id } });
  }, [joinOnce, id, mutate]);

  if (metaverse.isPending) return <MetaverseSkeleton label="Loading the metaverse…" />;
  if (metaverse.isError) {
    if (isMissing(metaverse.error)) return <MetaverseMissing />;
    return <LoadFailed query={metaverse} />;
  }
  if (citizen && membership.isError) return <LoadFailed query={membership} />;
  if (citizen && membership.isPending) return <MetaverseSkeleton label="Loading the metaverse…" />;
  const data = metaverse.data;
  if (!member) {
    return (
      <JoinOffer
        metaverse={data}
        onJoin={() => mutate({ params: { id } })}
        joining={join.isPending}
        error={join.isError ? errorMessage(join.error) : null}
      />
    );
  }
  const url = data.links.WEBGL?.build;
  let body;
  if (url && build.isPending) body = <MetaverseSkeleton label="Checking the web build…" />;
  else if (url && build.data) body = <WebBuildFrame metaverse={data} url={resolveBuildUrl(url)?.href ?? url} />;
  else body = <NoWebBuild metaverse={data} />;
  return (
    <>
      {join.isSuccess ? <JoinedNotice name={data.name} /> : null}
      {body}
    </>
  );
}

function LoadFailed({ query }: { query: { error: unknown; refetch: () => unknown; isFetching: boolean } }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="mb-6 text-3xl font-bold text-white">Eternity City</h1>
      <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </div>
  );
}

export { MetaversePage as Component };
