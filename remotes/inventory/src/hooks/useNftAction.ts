import { useCallback } from 'react';
import {
  notify,
  refreshBalances,
  type ClaimAnimalRequest,
  type Nft,
  type NftQuote,
} from '@companion/shared-state';
import { playerMessage, useBlockAction, type BlockAction } from '@companion/tab-kit';
import { inventoryApi } from '../api/inventoryApi';
import type { ActionKind } from '../lib/actionChecks';
import { isPriceChange } from '../lib/priceChange';
import { resultMessage } from '../lib/resultMessage';

/** What the player confirmed: the action, the quote they saw (its prices are sent) and the request's key. */
export interface ActionRequest {
  kind: ActionKind;
  quote: NftQuote;
  idempotencyKey: string;
  /** A dog's or cat's adventure, in hours (one the game offers). */
  adventureHours?: ClaimAnimalRequest['adventureHours'];
}

export type ActionOutcome =
  | { outcome: 'done' }
  | { outcome: 'failed' }
  /** Nothing moved: the game's new quote and its words, to ask the player again. */
  | { outcome: 'priceChanged'; quote: NftQuote; message: string };

function send(nft: Nft, { kind, quote, idempotencyKey, adventureHours }: ActionRequest) {
  const api = inventoryApi();
  const base = { nftId: nft.id, idempotencyKey };
  switch (kind) {
    case 'upgrade':
      // The confirm sheet is offered only with an upgrade quote (below the level cap).
      return api.upgradeNft({ ...base, goldy: quote.upgrade!.goldy, dfl: quote.upgrade!.dfl });
    case 'repair':
      return api.repairNft({ ...base, goldy: quote.repair.goldy });
    case 'feed':
      return api.feedAnimal(base);
    case 'claim':
      return api.claimAnimal(base);
    case 'adventure':
      return api.claimAnimal({ ...base, adventureHours });
    case 'play':
      return api.playMiniGame(base);
  }
}

/**
 * Runs the NFT's actions one at a time with the kit's block action (docs/tab-kit.md, "Actions"): busy and
 * its wait while it runs, the outcome as a toast, a failure beside the actions until the player acts
 * again; then `onDone` reads the NFT again (the header's balances follow fundsUpdated, and are read again
 * too in case the socket is down).
 */
export function useNftAction(
  nft: Nft,
  onDone: () => void,
): BlockAction & { send: (request: ActionRequest, waiting: string) => Promise<ActionOutcome> } {
  const block = useBlockAction();
  const { run } = block;
  const sendRequest = useCallback(
    async (request: ActionRequest, waiting: string): Promise<ActionOutcome> => {
      let outcome: ActionOutcome = { outcome: 'failed' };
      await run(waiting, async (fail) => {
        try {
          const result = await send(nft, request);
          notify(resultMessage(request.kind, result, request.quote), 'success');
          outcome = { outcome: 'done' };
        } catch (error) {
          if (isPriceChange(error)) {
            try {
              const quote = await inventoryApi().getNftQuote(nft.id);
              outcome = { outcome: 'priceChanged', quote, message: error.message };
              return;
            } catch (quoteError) {
              fail(playerMessage(quoteError));
              return;
            }
          }
          fail(playerMessage(error));
        } finally {
          onDone();
          void refreshBalances().catch(() => undefined);
        }
      });
      return outcome;
    },
    [nft, onDone, run],
  );
  return { ...block, send: sendRequest };
}
