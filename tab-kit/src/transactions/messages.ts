// What the transaction helper tells the player, and how long it waits for the wallet: kept apart from the
// helper itself (./runWalletTransaction.ts, the kit's wallet entry) so that a tab can compare an outcome with
// them from the kit's main entry, which loads no web3.js (docs/tab-kit.md, "The wallet entry").

/** How long the wallet may take to answer before the request is given up (ms). */
export const WALLET_TIMEOUT_MS = 60_000;

export const BUSY_MESSAGE = 'Another request is waiting for your wallet. Finish or cancel it first.';
export const TIMEOUT_MESSAGE = 'Your wallet did not answer in time. Nothing was sent; try again.';
export const CANCELLED_MESSAGE = 'Cancelled. Nothing was sent.';
export const MAYBE_BOOKED_MESSAGE =
  'The game may still have booked it: check your history in a moment before trying again.';
