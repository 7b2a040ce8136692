export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded bg-slate-700/70 motion-reduce:animate-none ${className}`} />;
}
