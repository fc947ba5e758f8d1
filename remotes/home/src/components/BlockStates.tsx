import type { ReactNode } from 'react';

/** Placeholder lines while a block loads; announced as busy to assistive technology. */
export function Skeleton({ label, lines = 2 }: { label: string; lines?: number }) {
  return (
    <div className="home-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="home-skeleton__line" />
      ))}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="home-empty">{children}</p>;
}

/** A block that failed to load, with a Retry that refetches that block only. */
export function ErrorState({
  message,
  detail,
  onRetry,
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
}) {
  return (
    <div className="home-error" role="alert">
      <p className="home-error__message">{message}</p>
      {detail && <p className="home-error__detail">{detail}</p>}
      <button type="button" className="button home-error__retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
