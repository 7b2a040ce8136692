import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { paths } from '@/config/paths';
import { titles } from '@/config/page-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { clearSession } from '@/lib/session';
import { createQueryClient } from '@/lib/query';
import { CitizenAccountPage, type IdentityKind } from '@/features/citizen-account';
import { CityLoginButton, notifySessionChange, useCitySession } from '@/features/city-login';

// The city login's own proof of a phone number or Google account, reused to change them (docs/decisions/0032).
const VerifyIdentityDialog = lazy(() => import('@/features/city-login/components/verify-identity-dialog'));

/** `/account`: a signed-in citizen's own account (issue 21). */
function CitizenAccountRoute() {
  usePageTitle(titles.account);
  const user = useCitySession();
  const navigate = useNavigate();
  const [queryClient] = useState(createQueryClient);
  const [signedOut, setSignedOut] = useState(false);

  if (!user) return <SignInToAccount signedOut={signedOut} />;

  const endHere = (reason: 'signed-out' | 'deleted') => {
    // The server has ended this session already; what is stored here goes too.
    clearSession();
    notifySessionChange();
    queryClient.clear();
    if (reason === 'deleted') void navigate(paths.home);
    else setSignedOut(true);
  };
  const renderChange = (kind: IdentityKind, close: () => void) => (
    <Suspense fallback={null}>
      <VerifyIdentityDialog
        kind={kind}
        onClose={close}
        onChanged={() => {
          void queryClient.invalidateQueries({ queryKey: ['userGetSelf'] });
          close();
        }}
      />
    </Suspense>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <CitizenAccountPage renderChange={renderChange} onSignedOut={endHere} />
    </QueryClientProvider>
  );
}

function SignInToAccount({ signedOut }: { signedOut: boolean }) {
  return (
    <section aria-labelledby="account-heading" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-16">
      <h1 id="account-heading" className="text-3xl font-bold text-white">
        Your account
      </h1>
      {signedOut ? <Banner kind="success">You signed out on this device.</Banner> : null}
      <p className="text-lg text-slate-300">Sign in with your phone number or Google to see and change your account.</p>
      <CityLoginButton variant="primary" className="self-start">
        Login to Eternity City
      </CityLoginButton>
    </section>
  );
}

export { CitizenAccountRoute as Component };
