import { useHeaderStore, useLoginStore, useNftStore } from '@companion/shared-state';

/** Back to the logged-out start state: token, key, balances and NFTs are forgotten. */
export function endSession(): void {
  useLoginStore.getState().signOut();
  useHeaderStore.getState().resetHeader();
  useNftStore.getState().reset();
}
