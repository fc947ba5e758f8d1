import type { Nft } from '@companion/shared-state';
import { ActionError, ActionStatus } from '@companion/tab-kit';
import { useCollectNft } from '../hooks/useCollectNft';

/**
 * A prize NFT not collected yet: it is the player's, and Collect puts it in their wallet with one transaction
 * their wallet signs and pays (what it costs in SOL is said before they press).
 */
export function CollectPanel({ nft, refresh }: { nft: Nft; refresh: () => void }) {
  const action = useCollectNft(nft, refresh);
  return (
    <section className="inv-collect" aria-labelledby="inv-collect-heading">
      <h3 id="inv-collect-heading" className="inv-collect__heading">
        Not collected yet
      </h3>
      <p className="inv-collect__text">
        You won this NFT. Collect it to put it in your wallet; then you can use it.
      </p>
      <p className="inv-collect__cost" data-testid="collect-cost">
        {action.costSol !== null
          ? `Costs ${action.costSol} SOL from your wallet (network fee and storage)`
          : (action.costError ?? 'Reading the cost…')}
      </p>
      <button
        type="button"
        className="kit-button kit-button--primary"
        disabled={action.busy || !action.connected}
        onClick={() => void action.collect()}
      >
        Collect
      </button>
      {!action.connected && <p className="inv-collect__text">Connect the wallet you signed in with first.</p>}
      <ActionStatus action={action} />
      <ActionError message={action.error} />
    </section>
  );
}
