import { TOKEN_PROGRAM_ADDRESS } from './globalBalances';
import type { ChainSubscriptions } from './chainSubscriptions';

/** An SPL token account's size, and where its owner sits in it. */
const TOKEN_ACCOUNT_SIZE = 165;
const OWNER_OFFSET = 32;

/**
 * Calls `onChange` whenever the owner's token accounts may have changed unseen: once subscribed (again), and at
 * each change on chain. Answers the unsubscribe.
 */
export type GlobalWatcher = (owner: string, onChange: () => void) => () => void;

/**
 * The owner's token accounts watched on the chain's socket: one `programSubscribe` of the token program,
 * filtered to the token accounts the owner holds. Filtering by owner, rather than subscribing to each GLOBAL
 * token's associated account, needs no address derivation (web3.js and its curves) and also sees an account
 * created after the subscription. A change to one of the owner's other token accounts (an NFT) reads the
 * balances once more, which is harmless.
 */
export function globalWatcher(chain: ChainSubscriptions): GlobalWatcher {
  return (owner, onChange) =>
    chain.subscribe(
      {
        method: 'programSubscribe',
        unsubscribeMethod: 'programUnsubscribe',
        params: [
          TOKEN_PROGRAM_ADDRESS,
          {
            commitment: 'confirmed',
            encoding: 'base64',
            filters: [{ dataSize: TOKEN_ACCOUNT_SIZE }, { memcmp: { offset: OWNER_OFFSET, bytes: owner } }],
          },
        ],
      },
      onChange,
    );
}
