export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-accent px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to main content
    </a>
  );
}
