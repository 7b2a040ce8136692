import { SITE_NAME } from '@/config/titles';
import { COPYRIGHT_YEAR } from '@/content/navigation';

/** The public footer slot; the marketing issue adds its link columns. */
export function SiteFooter() {
  return (
    <footer className="border-t border-white/10 bg-ink-soft">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-slate-300">
        <p>
          © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
