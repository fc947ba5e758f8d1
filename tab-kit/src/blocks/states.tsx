import type { ReactNode } from 'react';
import { playerMessage } from '../errors/playerMessage';

/** Placeholder lines while a block loads; announced as busy to assistive technology. */
export function Skeleton({ label, lines = 2 }: { label: string; lines?: number }) {
  return (
    <div className="kit-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="kit-skeleton__line" />
      ))}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="kit-empty">{children}</p>;
}

/**
 * A block that failed to load, with a Retry that refetches that block only. The message is a sentence
 * for a player (docs/tab-kit.md, "Errors"): `what` names the block ("Your XP"), the reason comes from
 * playerMessage, never a URL or a request line, and it wraps rather than widening the page.
 */
export function ErrorState({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div className="kit-error" role="alert">
      <p className="kit-error__message">
        {what} could not be loaded. {playerMessage(error)}
      </p>
      <button type="button" className="kit-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
