import { PublicKey, type Keypair } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import {
  stakeResultSchema,
  stakingOverviewSchema,
  type StakePosition,
} from '@companion/shared-state/schemas';
import { getJson, postJson } from './testServer';
import type { TestStack } from './testStack';

/**
 * Stakes `amount` base units of the owner's DFL in `optionId` as the app does (the player's signed transfer
 * into the staking vault, handed to the game) and returns the position the game opened.
 */
export async function stakeDfl(
  stack: TestStack,
  owner: Keypair,
  session: string,
  amount: bigint,
  optionId: string,
): Promise<StakePosition> {
  const auth = { authorization: session };
  const { vaults } = stakingOverviewSchema.parse(
    (await getJson(`${stack.server.apiUrl}/staking`, auth)).body,
  );
  const mint = new PublicKey(stack.chain.addresses.mints.DFL);
  const account = stack.ataOf(owner.publicKey, 'DFL');
  const { transaction } = await stack.signed(
    owner,
    createAssociatedTokenAccountIdempotentInstruction(owner.publicKey, account, owner.publicKey, mint),
    createTransferCheckedInstruction(account, mint, new PublicKey(vaults.DFL), owner.publicKey, amount, 9),
  );
  const answer = await postJson(`${stack.server.apiUrl}/staking/stake`, { transaction, optionId }, auth);
  if (answer.status !== 200)
    throw new Error(`staking answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return stakeResultSchema.parse(answer.body).position;
}
