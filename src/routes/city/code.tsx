import { useSearchParams } from 'react-router-dom';
import { titles } from '@/config/titles';
import { CodeLogin } from '@/features/city-login/components/code-login';
import { usePageTitle } from '@/hooks/use-page-title';

/** /code (SPEC 2.5): sign a headset or kiosk in with the code it shows; `?code=` (a link or QR code) prefills it. */
function CodePage() {
  usePageTitle(titles.code);
  const [params] = useSearchParams();
  return <CodeLogin initialCode={params.get('code')} />;
}

export { CodePage as Component };
