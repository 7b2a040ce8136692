import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { titles } from '@/config/titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/use-session';
import { errorMessage, isMissing } from '@/lib/http';
import { createQueryClient } from '@/lib/query';
import { useCityMetaverse } from '@/features/city-metaverse/api/get-city-metaverse';
import { resolveBuildUrl, useWebBuild } from '@/features/city-metaverse/api/check-web-build';
import { useJoinMetaverse } from '@/features/city-metaverse/api/join-metaverse';
import { MetaverseMissing, MetaverseSkeleton, NoWebBuild, WebBuildFrame } from '@/features/city-metaverse/components/metaverse-views';
import { NamePrompt } from '@/features/citizen-account';
import { CitizenBar, CityLoginButton } from '@/features/city-login';

/** SPEC part 5: a link built from a missing id reads "undefined"; it goes to the site root. */
const isDefinedId = (id: string | undefined): id is string => Boolean(id && id !== 'undefined' && id !== 'null');

function MetaversePage() {
  const { id } = useParams();
  usePageTitle(titles.city);
  const signedInAs = useSession()?.userType ?? null;
  // The public pages carry no query cache (it stays out of the `/` entry): this page brings its own.
  const [queryClient] = useState(createQueryClient);
  if (!isDefinedId(id)) return <Navigate to="/" replace />;
  if (!signedInAs) return <SignInFirst />;
  return (
    <QueryClientProvider client={queryClient}>
      <CitizenBar />
      <Metaverse key={id} id={id} joins={signedInAs === 'metaverse-user'} />
      <NamePrompt />
    </QueryClientProvider>
  );
}

function SignInFirst() {
  return (
    <section aria-labelledby="city-heading" className="mx-auto max-w-4xl px-4 py-16">
      <h1 id="city-heading" className="text-3xl font-bold text-white sm:text-4xl">
        Eternity City
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-300">
        A virtual city with a bank branch, a car showroom and a store, open in your browser. Sign in with your phone
        number or Google to enter it.
      </p>
      <CityLoginButton variant="primary" className="mt-8">
        Login to Eternity City
      </CityLoginButton>
    </section>
  );
}

function Metaverse({ id, joins }: { id: string; joins: boolean }) {
  const metaverse = useCityMetaverse(id, true);
  const join = useJoinMetaverse();
  const { mutate } = join;
  const found = metaverse.isSuccess;
  const build = useWebBuild(metaverse.data?.links.WEBGL?.build);

  useEffect(() => {
    if (joins && found) mutate({ params: { id } });
  }, [joins, found, id, mutate]);

  if (metaverse.isPending) return <MetaverseSkeleton label="Loading the metaverse…" />;
  if (metaverse.isError) {
    if (isMissing(metaverse.error)) return <MetaverseMissing />;
    return (
      <div className="mx-auto max-w-4xl px-4 py-16">
        <h1 className="mb-6 text-3xl font-bold text-white">Eternity City</h1>
        <ErrorState message={errorMessage(metaverse.error)} onRetry={() => void metaverse.refetch()} retrying={metaverse.isFetching} />
      </div>
    );
  }
  const data = metaverse.data;
  const joinNotice = join.isError ? (
    <div className="mx-auto max-w-4xl px-4 pt-4">
      <ErrorState
        message={`You could not be added to ${data.name}: ${errorMessage(join.error)}`}
        onRetry={() => join.mutate({ params: { id } })}
        retrying={join.isPending}
      />
    </div>
  ) : (
    <p role="status" className="sr-only">
      {join.isPending ? `Joining ${data.name}…` : join.isSuccess ? `You joined ${data.name}.` : ''}
    </p>
  );
  const url = data.links.WEBGL?.build;
  let body;
  if (url && build.isPending) body = <MetaverseSkeleton label="Checking the web build…" />;
  else if (url && build.data) body = <WebBuildFrame metaverse={data} url={resolveBuildUrl(url)?.href ?? url} />;
  else body = <NoWebBuild metaverse={data} />;
  return (
    <>
      {joinNotice}
      {body}
    </>
  );
}

export { MetaversePage as Component };
