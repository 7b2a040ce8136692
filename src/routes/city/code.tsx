import { useSearchParams } from 'react-router-dom';
import { titles } from '@/config/page-titles';
import { CitizenBar } from '@/features/city-login';
import { CodeLogin } from '@/features/city-login/components/code-login';
import { usePageTitle } from '@/hooks/use-page-title';

function CodePage() {
  usePageTitle(titles.code);
  const [params] = useSearchParams();
  return (
    <>
      <CitizenBar />
      <CodeLogin initialCode={params.get('code')} />
    </>
  );
}

export { CodePage as Component };
