import type { GameApi } from '../services';
import { loadNfts } from '../stores/loadNfts';
import { useLoginStore } from '../stores/loginStore';
import { loadInGameFunds } from './inGameFunds';

/** The token whose first reads have begun: each session's are made once, by whoever comes first. */
let begunFor: string | null = null;
// A session that ends takes its mark with it.
useLoginStore.subscribe((state) => {
  if (!state.token) begunFor = null;
});

/**
 * A session's first game reads (docs/performance.md, "Sign-in round trip"): IN_GAME funds and the NFTs. The
 * sign-in makes them as soon as the token is stored, before the signed-in screen renders; the live session
 * asks again for a session resumed from storage, and nothing is read twice for one token.
 */
export function beginSessionReads(token: string, api: GameApi): void {
  if (begunFor === token) return;
  begunFor = token;
  void loadInGameFunds(api);
  void loadNfts(api);
}
