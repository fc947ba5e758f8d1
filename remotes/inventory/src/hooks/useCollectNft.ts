import { useCallback, useEffect, useState } from 'react';
import { Transaction } from '@solana/web3.js';
import { isSubmissionPending, notify, refreshBalances, type Nft } from '@companion/shared-state';
import { playerMessage, useBlockAction, type BlockAction } from '@companion/tab-kit';
import { useWalletTransaction } from '@companion/tab-kit/wallet';
import { inventoryApi } from '../api/inventoryApi';

export interface CollectNft extends BlockAction {
  /** What collecting takes from the wallet in SOL (rent and fee), as the game reads it from the chain; null until read. */
  costSol: string | null;
  /** Why the cost could not be read, in player words; null otherwise. */
  costError: string | null;
  /** The wallet to sign with is connected (the one signed in). */
  connected: boolean;
  collect: () => Promise<void>;
}

export const collectLabel = (nft: Pick<Nft, 'name'>) => `Collect ${nft.name}`;
export const collectedMessage = (nft: Pick<Nft, 'name'>) => `${nft.name} is in your wallet`;
export const COLLECT_PENDING_MESSAGE = 'Sent. It shows in your wallet once the chain confirms it.';

/** The game's collect transaction (base64, signed by the game where only it can sign) as a transaction to sign. */
function fromBase64(base64: string): Transaction {
  return Transaction.from(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
}

/**
 * Collecting a prize NFT (docs/game-api.md, "p2e NFTs on chain"): the game's collect transaction, paid by the
 * player's wallet (fee and rent), signed in the wallet with the kit's wallet transaction and handed back to the
 * game in one request. The cost is read when the NFT's page opens; a fresh transaction is asked for at each
 * try. The kit's block action shows the wait with Cancel and keeps a failure beside the action.
 */
export function useCollectNft(nft: Nft, onDone: () => void): CollectNft {
  const block = useBlockAction();
  const wallet = useWalletTransaction();
  const [costSol, setCostSol] = useState<string | null>(null);
  const [costError, setCostError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    inventoryApi()
      .getNftCollect(nft.id)
      .then(
        (offer) => live && setCostSol(offer.costSol),
        (error: unknown) => live && setCostError(playerMessage(error)),
      );
    return () => {
      live = false;
    };
  }, [nft.id]);
  const { run } = block;
  const collect = useCallback(
    () =>
      run(`${collectLabel(nft)}…`, async (fail) => {
        try {
          const result = await wallet.run(
            async () => fromBase64((await inventoryApi().getNftCollect(nft.id)).transaction),
            {
              label: collectLabel(nft),
              submit: (transaction) => inventoryApi().collectNft({ nftId: nft.id, transaction }),
              notifyFailure: false,
            },
          );
          if (result.ok) {
            const pending = isSubmissionPending(result.value);
            notify(pending ? COLLECT_PENDING_MESSAGE : collectedMessage(nft), pending ? 'info' : 'success');
          } else if (result.reason !== 'cancelled') {
            // A cancel is the player's own doing: nothing to explain.
            fail(result.message);
          }
        } catch (error) {
          fail(playerMessage(error));
        } finally {
          onDone();
          void refreshBalances().catch(() => undefined);
        }
      }),
    [nft, onDone, run, wallet],
  );
  return { ...block, costSol, costError, connected: wallet.owner !== null, collect };
}
