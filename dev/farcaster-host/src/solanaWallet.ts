import nacl from 'tweetnacl';
import { Keypair, Transaction, VersionedTransaction } from '@solana/web3.js';
import type {
  SolanaConnectRequestArguments,
  SolanaRequestFn,
  SolanaSignAndSendTransactionRequestArguments,
  SolanaSignMessageRequestArguments,
  SolanaSignTransactionRequestArguments,
} from '@farcaster/miniapp-host';
import type { Approval } from './approvals';

/** localStorage key of this client's key: a local test wallet, never for real funds. */
const KEY_STORAGE = 'local-farcaster-client.key';

/** What the person is told for a request they declined (the wallet standard's usual words). */
export const USER_REJECTED = 'User rejected the request.';

/** The client's key, kept across reloads so a player stays the same player. */
export function loadKeypair(storage: Storage = localStorage): Keypair {
  try {
    const stored = storage.getItem(KEY_STORAGE);
    if (stored) return Keypair.fromSecretKey(Uint8Array.from(JSON.parse(stored) as number[]));
  } catch {
    // damaged: start again, the key only ever held local test funds
  }
  const keypair = Keypair.generate();
  storage.setItem(KEY_STORAGE, JSON.stringify([...keypair.secretKey]));
  return keypair;
}

type SolanaRequest =
  | SolanaConnectRequestArguments
  | SolanaSignMessageRequestArguments
  | SolanaSignTransactionRequestArguments<Transaction | VersionedTransaction>
  | SolanaSignAndSendTransactionRequestArguments;

/**
 * The host side of the mini-app protocol's Solana provider (`solanaProviderRequest`), as a Farcaster client
 * offers it: `connect` answers the player's address (their client's wallet is theirs already), each signature
 * is shown for approval first. Messages are UTF-8 text and signatures base64, as `@farcaster/mini-app-solana`
 * reads them. The app sends its transactions itself: sign-and-send is not offered.
 */
export function createSolanaProvider(
  keypair: Keypair,
  approve: (approval: Approval) => Promise<boolean>,
): SolanaRequestFn {
  const request = async (request: SolanaRequest) => {
    switch (request.method) {
      case 'connect':
        return { publicKey: keypair.publicKey.toBase58() };
      case 'signMessage': {
        const { message } = request.params;
        if (!(await approve({ title: 'Sign this message', detail: message }))) throw new Error(USER_REJECTED);
        const signature = nacl.sign.detached(new TextEncoder().encode(message), keypair.secretKey);
        return { signature: Buffer.from(signature).toString('base64') };
      }
      case 'signTransaction': {
        const { transaction } = request.params;
        const detail = describeTransaction(transaction);
        if (!(await approve({ title: 'Sign this transaction', detail }))) throw new Error(USER_REJECTED);
        if (transaction instanceof VersionedTransaction) transaction.sign([keypair]);
        else transaction.partialSign(keypair);
        return { signedTransaction: transaction };
      }
      default:
        throw new Error(
          `${request.method} is not offered by this client: the app sends its transactions itself`,
        );
    }
  };
  return request as SolanaRequestFn;
}

/** What a transaction holds, in a line per instruction: the programs it calls. */
function describeTransaction(transaction: Transaction | VersionedTransaction): string {
  const programs =
    transaction instanceof VersionedTransaction
      ? transaction.message.compiledInstructions.map(
          ({ programIdIndex }) => transaction.message.staticAccountKeys[programIdIndex]?.toBase58() ?? '?',
        )
      : transaction.instructions.map(({ programId }) => programId.toBase58());
  return programs.map((program, i) => `${i + 1}. program ${program}`).join('\n');
}
