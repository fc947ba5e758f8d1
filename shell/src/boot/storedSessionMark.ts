/**
 * The mark the head's inline script puts on the page of a player with a stored session (./storedSession.ts):
 * the page's own scripts read it to start the app at once instead of waiting for a sign of intent.
 */
export const STORED_SESSION_MARK = 'resume';
