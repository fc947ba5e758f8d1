import { GameApiError } from '@companion/shared-state';

/**
 * The game refused because the price moved since the player saw it (409 "The price changed. …", see
 * docs/game-api.md "Inventory"): nothing was charged, and the player is asked again at the new price.
 */
export const isPriceChange = (error: unknown): error is GameApiError =>
  error instanceof GameApiError && error.status === 409 && error.message.startsWith('The price changed.');
