import { paths } from '@/config/paths';

/**
 * Under every demo form, and under its placeholder at the same place: what the details are for, and the notice, in a
 * new tab so that nothing typed is lost (and no router is needed: the form also renders on its own).
 */
export function PrivacyLine() {
  return (
    <p className="mt-3 text-xs text-slate-300">
      We use these details only to answer your request.{' '}
      <a href={paths.privacy} target="_blank" rel="noopener" className="font-semibold text-accent underline hover:text-white">
        Privacy notice <span className="sr-only">(opens in a new tab)</span>
      </a>
    </p>
  );
}
