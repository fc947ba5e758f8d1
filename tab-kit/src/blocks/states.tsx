import type { ReactNode } from 'react';
import { playerMessage } from '../errors/playerMessage';

/**
 * A block while it loads, announced as busy to assistive technology: placeholder lines, or (`children`) the
 * block's own layout with `Placeholder`s where its figures will be, so that the answer takes the same room
 * and nothing below it moves when it arrives (docs/tab-kit.md, "Loading holds the place").
 */
export function Skeleton({
  label,
  lines = 2,
  children,
}: {
  label: string;
  lines?: number;
  children?: ReactNode;
}) {
  if (children !== undefined)
    return (
      <div className="kit-skeleton-shape" role="status" aria-busy="true" aria-label={label}>
        {children}
      </div>
    );
  return (
    <div className="kit-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="kit-skeleton__line" />
      ))}
    </div>
  );
}

/**
 * A figure or words still loading, inside the element that will hold them: as tall as that element's line, so
 * the line keeps its height; `width` as wide as the expected text (CSS, "5em" by default).
 */
export function Placeholder({ width = '5em' }: { width?: string }) {
  return <span className="kit-placeholder" style={{ width }} aria-hidden="true" />;
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
