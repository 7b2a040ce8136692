import { Banner } from '@/components/ui/banner';
import type { Failure } from '../lib/failure';

export function FailureBanner({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <Banner kind="error">
      <p className="font-semibold">{failure.text}</p>
      {failure.detail ? <p className="mt-1">{failure.detail}</p> : null}
    </Banner>
  );
}
