import { GameApiError } from '@companion/shared-state';

const UNREACHABLE = 'The game server cannot be reached. Check your connection and try again.';
const SERVER_TROUBLE = 'The game server had a problem. Try again in a moment.';
/** A refused token: the shell ends the session and says so once; nothing else repeats it. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';
const UNKNOWN = 'Something went wrong. Try again.';

/** Anything that looks like an address, a request line or a long key is not for a player. */
const TECHNICAL = /(https?:\/\/|wss?:\/\/|\b(GET|POST|PUT|DELETE) \/|[1-9A-HJ-NP-Za-km-z]{32,})/;

/**
 * A failure as a sentence a player can act on (docs/tab-kit.md, "Errors"). Game server refusals (4xx)
 * carry a message written for people and are shown as they are; the rest is said in plain words, and
 * the technical detail goes to the console.
 */
export function playerMessage(error: unknown): string {
  if (error instanceof GameApiError) {
    if (error.status === undefined) return UNREACHABLE;
    if (error.status === 401) return SESSION_ENDED_MESSAGE;
    if (error.status >= 500 && error.status !== 502 && error.status !== 503) return SERVER_TROUBLE;
    return sentence(error.message) ?? SERVER_TROUBLE;
  }
  if (error instanceof Error) return sentence(error.message) ?? UNKNOWN;
  return UNKNOWN;
}

function sentence(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || TECHNICAL.test(trimmed)) return null;
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
