import { useState } from 'react';
import { refreshBalances } from '@companion/shared-state';

export const UNKNOWN_BALANCE_TEXT = 'Unknown: the chain cannot be read right now.';
/** What is said of GLOBAL balances the session has not read yet: its first chain read is on its way. */
export const LOADING_BALANCE_TEXT = 'Loading: the chain has not answered yet.';

/** "Available: unknown: the chain cannot be read right now.": what is unknown, then why (`text`). */
export function unknownSentence(what: string, text: string = UNKNOWN_BALANCE_TEXT): string {
  return `${what}: ${text[0]!.toLowerCase()}${text.slice(1)}`;
}

/**
 * A value read from the chain that could not be read (docs/tab-kit.md, "Unknown values"): said as unknown,
 * never as 0 or as a fact drawn from nothing, with a Retry. It refreshes by itself when the chain answers
 * again; Retry only asks sooner.
 */
export function UnknownBalance({
  what,
  text = UNKNOWN_BALANCE_TEXT,
  onRetry = refreshBalances,
}: {
  what?: string;
  /** Why it is unknown (default: the chain cannot be read). */
  text?: string;
  /** What Retry reads again (default: the balances). */
  onRetry?: () => Promise<void> | void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <span className="kit-unknown" data-testid="unknown-value">
      <span>{what ? unknownSentence(what, text) : text}</span>{' '}
      <button
        type="button"
        className="kit-button kit-button--small"
        disabled={asking}
        onClick={() => {
          setAsking(true);
          void Promise.resolve()
            .then(onRetry)
            .catch(() => undefined)
            .finally(() => setAsking(false));
        }}
      >
        {asking ? 'Checking…' : 'Retry'}
      </button>
    </span>
  );
}
