import { buttonClass } from './button';

export function ErrorState({ message, onRetry, retrying = false }: { message: string; onRetry?: () => void; retrying?: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-400/70 bg-red-500/10 px-4 py-3 text-sm">
      <p role="alert" className="text-red-100">
        {message}
      </p>
      {onRetry ? (
        <button type="button" className={buttonClass.secondary} onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Try again'}
        </button>
      ) : null}
    </div>
  );
}
