import { decodeTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { useConfigStore } from '@companion/shared-state/host';
import { BLOCKHASH, MINTS, PLAYER, VAULTS, loadTestConfig } from '../testing/fakes';
import { buildDepositTransaction, depositAccounts } from './depositTransaction';

beforeEach(loadTestConfig);

describe('buildDepositTransaction', () => {
  it("is one transferChecked of the exact base units from the player's token account to the game vault", async () => {
    const tx = await buildDepositTransaction({
      ...depositAccounts('GOLDY'),
      owner: PLAYER,
      baseUnits: 1_500_000_001n,
      blockhash: BLOCKHASH,
      lastValidBlockHeight: 42,
    });
    expect(tx.feePayer?.equals(PLAYER)).toBe(true);
    expect(tx.recentBlockhash).toBe(BLOCKHASH);
    expect(tx.lastValidBlockHeight).toBe(42);
    expect(tx.instructions).toHaveLength(1);

    const { keys, data } = decodeTransferCheckedInstruction(tx.instructions[0]!);
    expect(keys.source.pubkey.equals(getAssociatedTokenAddressSync(MINTS.GOLDY, PLAYER))).toBe(true);
    expect(keys.mint.pubkey.equals(MINTS.GOLDY)).toBe(true);
    expect(keys.destination.pubkey.equals(VAULTS.GOLDY)).toBe(true);
    expect(keys.owner.pubkey.equals(PLAYER)).toBe(true);
    expect(keys.owner.isSigner).toBe(true);
    expect(data.amount).toBe(1_500_000_001n);
    expect(data.decimals).toBe(9);
  });
});

describe('depositAccounts', () => {
  it("takes the token's mint and vault from the runtime config", () => {
    const { mint, vault, decimals } = depositAccounts('DFL');
    expect(mint.equals(MINTS.DFL)).toBe(true);
    expect(vault.equals(VAULTS.DFL)).toBe(true);
    expect(decimals).toBe(9);
  });

  it('says so when the config has no vault for the token', () => {
    const config = useConfigStore.getState().config!;
    useConfigStore.getState().setConfig({ ...config, vaults: undefined });
    expect(() => depositAccounts('DFL')).toThrow(
      'Deposits of DFL are not available: no game vault is configured',
    );
  });
});
