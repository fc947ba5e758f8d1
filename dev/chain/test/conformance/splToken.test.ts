/**
 * Conformance: @solana/spl-token 0.4.15 (over web3.js 1.x) driving the local chain with its own calls, as a tab
 * team would. Each `it` is one step; the steps of a describe block build on each other.
 */
import {
  Keypair,
  PublicKey,
  sendAndConfirmTransaction,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import type { ParsedAccountData } from '@solana/web3.js';
import {
  AccountState,
  amountToUiAmount,
  approve,
  approveChecked,
  AuthorityType,
  burn,
  burnChecked,
  calculateFee,
  closeAccount,
  createAccount,
  createAssociatedTokenAccount,
  createEnableRequiredMemoTransfersInstruction,
  createInitializeDefaultAccountStateInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMint2Instruction,
  createInitializeMintCloseAuthorityInstruction,
  createInitializeNonTransferableMintInstruction,
  createInitializePermanentDelegateInstruction,
  createInitializeTransferFeeConfigInstruction,
  createInterestBearingMint,
  createMint,
  createMultisig,
  createReallocateInstruction,
  createTransferCheckedInstruction,
  createWrappedNativeAccount,
  ExtensionType,
  freezeAccount,
  getAccount,
  getAssociatedTokenAddressSync,
  getExtensionTypes,
  getInterestBearingMintConfigState,
  getMetadataPointerState,
  getMint,
  getMintLen,
  getMultisig,
  getOrCreateAssociatedTokenAccount,
  getTokenMetadata,
  getTransferFeeAmount,
  getTransferFeeConfig,
  harvestWithheldTokensToMint,
  mintTo,
  mintToChecked,
  NATIVE_MINT,
  NATIVE_MINT_2022,
  revoke,
  setAuthority,
  syncNative,
  thawAccount,
  tokenMetadataInitializeWithRentTransfer,
  tokenMetadataUpdateFieldWithRentTransfer,
  TOKEN_2022_PROGRAM_ID,
  transfer,
  transferChecked,
  transferCheckedWithFee,
  uiAmountToAmount,
  withdrawWithheldTokensFromMint,
} from '@solana/spl-token';
import { startTestChain } from '../support/testChain';
import type { TestChain } from '../support/testChain';
import { sol, solWallet } from './support';

const T22 = TOKEN_2022_PROGRAM_ID;
const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

let t: TestChain;
let payer: Keypair;
beforeAll(async () => {
  t = await startTestChain();
  payer = await solWallet(t, 100);
});
afterAll(() => t.stop());

/** Creates a Token-2022 mint account sized for `extensions`, runs their initializers, then InitializeMint2. */
async function createMint2022(
  extensions: ExtensionType[],
  initializers: (mint: PublicKey) => TransactionInstruction[],
  options: { decimals?: number; freezeAuthority?: PublicKey | null } = {},
): Promise<PublicKey> {
  const mint = Keypair.generate();
  const space = getMintLen(extensions);
  const transaction = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: mint.publicKey,
      space,
      lamports: await t.connection.getMinimumBalanceForRentExemption(space),
      programId: T22,
    }),
    ...initializers(mint.publicKey),
    createInitializeMint2Instruction(
      mint.publicKey,
      options.decimals ?? 6,
      payer.publicKey,
      options.freezeAuthority ?? null,
      T22,
    ),
  );
  await sendAndConfirmTransaction(t.connection, transaction, [payer, mint]);
  return mint.publicKey;
}

async function parsedInfo(address: PublicKey): Promise<Record<string, unknown>> {
  const account = await t.connection.getParsedAccountInfo(address);
  const data = account.value?.data as ParsedAccountData | undefined;
  if (!data || !('parsed' in data)) throw new Error(`${address.toBase58()} came back unparsed`);
  return (data.parsed as { info: Record<string, unknown> }).info;
}

describe('SPL Token: mints and accounts', () => {
  const owner = Keypair.generate();
  const other = Keypair.generate();
  let mint: PublicKey;
  let ownerAta: PublicKey;
  let otherAta: PublicKey;
  let plainAccount: PublicKey;

  it('createMint', async () => {
    mint = await createMint(t.connection, payer, payer.publicKey, payer.publicKey, 6);
    expect(mint).toBeInstanceOf(PublicKey);
  });

  it('getMint', async () => {
    const info = await getMint(t.connection, mint);
    expect(info.decimals).toBe(6);
    expect(info.supply).toBe(0n);
    expect(info.mintAuthority?.equals(payer.publicKey)).toBe(true);
  });

  it('createAssociatedTokenAccount', async () => {
    ownerAta = await createAssociatedTokenAccount(t.connection, payer, mint, owner.publicKey);
    expect(ownerAta.equals(getAssociatedTokenAddressSync(mint, owner.publicKey))).toBe(true);
  });

  it('getOrCreateAssociatedTokenAccount (creates, then finds)', async () => {
    const created = await getOrCreateAssociatedTokenAccount(t.connection, payer, mint, other.publicKey);
    const found = await getOrCreateAssociatedTokenAccount(t.connection, payer, mint, other.publicKey);
    otherAta = created.address;
    expect(found.address.equals(created.address)).toBe(true);
  });

  it('createAccount (a keypair token account)', async () => {
    plainAccount = await createAccount(t.connection, payer, mint, owner.publicKey, Keypair.generate());
    expect((await getAccount(t.connection, plainAccount)).owner.equals(owner.publicKey)).toBe(true);
  });

  it('mintTo', async () => {
    await mintTo(t.connection, payer, mint, ownerAta, payer, 1_000_000_000n);
    expect((await getAccount(t.connection, ownerAta)).amount).toBe(1_000_000_000n);
  });

  it('mintToChecked', async () => {
    await mintToChecked(t.connection, payer, mint, plainAccount, payer, 5_000_000n, 6);
    expect((await getMint(t.connection, mint)).supply).toBe(1_005_000_000n);
  });

  it('transfer', async () => {
    await transfer(t.connection, payer, ownerAta, otherAta, owner, 100_000_000n);
    expect((await getAccount(t.connection, otherAta)).amount).toBe(100_000_000n);
  });

  it('transferChecked', async () => {
    await transferChecked(t.connection, payer, ownerAta, mint, otherAta, owner, 50_000_000n, 6);
    expect((await getAccount(t.connection, ownerAta)).amount).toBe(850_000_000n);
  });

  it('approve / approveChecked and a delegated transfer', async () => {
    const delegate = Keypair.generate();
    await approve(t.connection, payer, ownerAta, delegate.publicKey, owner, 10_000_000n);
    await approveChecked(t.connection, payer, mint, ownerAta, delegate.publicKey, owner, 20_000_000n, 6);
    expect((await getAccount(t.connection, ownerAta)).delegatedAmount).toBe(20_000_000n);
    await transferChecked(t.connection, payer, ownerAta, mint, otherAta, delegate, 5_000_000n, 6);
    expect((await getAccount(t.connection, ownerAta)).delegatedAmount).toBe(15_000_000n);
  });

  it('revoke', async () => {
    await revoke(t.connection, payer, ownerAta, owner);
    expect((await getAccount(t.connection, ownerAta)).delegate).toBeNull();
  });

  it('burn / burnChecked', async () => {
    await burn(t.connection, payer, ownerAta, mint, owner, 1_000_000n);
    await burnChecked(t.connection, payer, ownerAta, mint, owner, 1_000_000n, 6);
    expect((await getAccount(t.connection, ownerAta)).amount).toBe(843_000_000n);
  });

  it('freezeAccount / thawAccount', async () => {
    await freezeAccount(t.connection, payer, otherAta, mint, payer);
    expect((await getAccount(t.connection, otherAta)).isFrozen).toBe(true);
    await thawAccount(t.connection, payer, otherAta, mint, payer);
    expect((await getAccount(t.connection, otherAta)).isFrozen).toBe(false);
  });

  it('setAuthority (freeze authority removed)', async () => {
    await setAuthority(t.connection, payer, mint, payer, AuthorityType.FreezeAccount, null);
    expect((await getMint(t.connection, mint)).freezeAuthority).toBeNull();
  });

  it('amountToUiAmount / uiAmountToAmount (simulated, from return data)', async () => {
    expect(await amountToUiAmount(t.connection, payer, mint, 1_234_500n)).toBe('1.2345');
    expect(await uiAmountToAmount(t.connection, payer, mint, '1.2345')).toBe(1_234_500n);
  });

  it('closeAccount (an emptied account)', async () => {
    await burnChecked(t.connection, payer, plainAccount, mint, owner, 5_000_000n, 6);
    await closeAccount(t.connection, payer, plainAccount, owner.publicKey, owner);
    expect(await t.connection.getAccountInfo(plainAccount)).toBeNull();
  });

  it('getTokenLargestAccounts lists the holders, largest first', async () => {
    const { value } = await t.connection.getTokenLargestAccounts(mint);
    expect(value.map((entry) => entry.address.toBase58())).toEqual([
      ownerAta.toBase58(),
      otherAta.toBase58(),
    ]);
    expect(value[0]).toMatchObject({
      amount: '843000000',
      decimals: 6,
      uiAmount: 843,
      uiAmountString: '843',
    });
  });

  it('getParsedTokenAccountsByOwner and getTokenAccountBalance agree', async () => {
    const { value } = await t.connection.getParsedTokenAccountsByOwner(owner.publicKey, { mint });
    expect(value).toHaveLength(1);
    const balance = await t.connection.getTokenAccountBalance(ownerAta);
    expect(balance.value.amount).toBe('843000000');
  });
});

describe('SPL Token: multisig authority', () => {
  const signers = [Keypair.generate(), Keypair.generate(), Keypair.generate()];
  let multisig: PublicKey;
  let mint: PublicKey;

  it('createMultisig / getMultisig', async () => {
    multisig = await createMultisig(
      t.connection,
      payer,
      signers.map((s) => s.publicKey),
      2,
    );
    const info = await getMultisig(t.connection, multisig);
    expect(info.m).toBe(2);
    expect(info.n).toBe(3);
  });

  it('mintTo signed by 2 of 3', async () => {
    mint = await createMint(t.connection, payer, multisig, null, 0);
    const account = await createAssociatedTokenAccount(t.connection, payer, mint, payer.publicKey);
    await mintTo(t.connection, payer, mint, account, multisig, 7n, [
      signers[0] as Keypair,
      signers[2] as Keypair,
    ]);
    expect((await getAccount(t.connection, account)).amount).toBe(7n);
  });

  it('a multisig reads back as jsonParsed', async () => {
    const info = await parsedInfo(multisig);
    expect(info).toMatchObject({ numRequiredSigners: 2, numValidSigners: 3, isInitialized: true });
  });
});

describe('Wrapped SOL (SPL Token native mint)', () => {
  const owner = Keypair.generate();
  let wrapped: PublicKey;

  it('the native mint exists from genesis', async () => {
    const mint = await getMint(t.connection, NATIVE_MINT);
    expect(mint.decimals).toBe(9);
    expect(mint.isInitialized).toBe(true);
    expect(mint.mintAuthority).toBeNull();
  });

  it('createWrappedNativeAccount wraps SOL into an associated account', async () => {
    await t.connection.confirmTransaction(
      await t.connection.requestAirdrop(owner.publicKey, sol(5)),
      'confirmed',
    );
    wrapped = await createWrappedNativeAccount(t.connection, payer, owner.publicKey, sol(1));
    expect(wrapped.equals(getAssociatedTokenAddressSync(NATIVE_MINT, owner.publicKey))).toBe(true);
    const account = await getAccount(t.connection, wrapped);
    expect(account.isNative).toBe(true);
    expect(account.amount).toBe(BigInt(sol(1)));
  });

  it('syncNative counts lamports sent to the account', async () => {
    await sendAndConfirmTransaction(
      t.connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: wrapped, lamports: sol(0.5) }),
      ),
      [owner],
    );
    await syncNative(t.connection, payer, wrapped);
    expect((await getAccount(t.connection, wrapped)).amount).toBe(BigInt(sol(1.5)));
  });

  it('wrapped SOL transfers like any token', async () => {
    const receiver = await getOrCreateAssociatedTokenAccount(
      t.connection,
      payer,
      NATIVE_MINT,
      Keypair.generate().publicKey,
    );
    await transferChecked(
      t.connection,
      payer,
      wrapped,
      NATIVE_MINT,
      receiver.address,
      owner,
      BigInt(sol(0.5)),
      9,
    );
    expect((await getAccount(t.connection, receiver.address)).amount).toBe(BigInt(sol(0.5)));
  });

  it('jsonParsed shows isNative and the rent-exempt reserve', async () => {
    const info = await parsedInfo(wrapped);
    expect(info.isNative).toBe(true);
    expect(info.rentExemptReserve).toMatchObject({
      amount: String(await t.connection.getMinimumBalanceForRentExemption(165)),
    });
  });

  it('closeAccount unwraps: the SOL comes back to the owner', async () => {
    const before = await t.connection.getBalance(owner.publicKey);
    const held = (await t.connection.getBalance(wrapped)) as number;
    await closeAccount(t.connection, payer, wrapped, owner.publicKey, owner);
    expect(await t.connection.getBalance(owner.publicKey)).toBe(before + held);
  });
});

describe('Wrapped SOL (Token-2022 native mint)', () => {
  const owner = Keypair.generate();
  let wrapped: PublicKey;

  it('the Token-2022 native mint exists from genesis', async () => {
    const mint = await getMint(t.connection, NATIVE_MINT_2022, undefined, T22);
    expect(mint.decimals).toBe(9);
  });

  it('createWrappedNativeAccount with Token-2022', async () => {
    await t.connection.confirmTransaction(
      await t.connection.requestAirdrop(owner.publicKey, sol(2)),
      'confirmed',
    );
    wrapped = await createWrappedNativeAccount(
      t.connection,
      payer,
      owner.publicKey,
      sol(1),
      undefined,
      undefined,
      T22,
      NATIVE_MINT_2022,
    );
    expect((await getAccount(t.connection, wrapped, undefined, T22)).amount).toBe(BigInt(sol(1)));
  });

  it('closeAccount unwraps Token-2022 wrapped SOL', async () => {
    const before = await t.connection.getBalance(owner.publicKey);
    const held = await t.connection.getBalance(wrapped);
    await closeAccount(t.connection, payer, wrapped, owner.publicKey, owner, [], undefined, T22);
    expect(await t.connection.getBalance(owner.publicKey)).toBe(before + held);
  });
});

describe('Token-2022: metadata pointer + token metadata (the game NFT shape)', () => {
  let mint: PublicKey;

  it('creates a mint that points at itself for metadata', async () => {
    mint = await createMint2022([ExtensionType.MetadataPointer], (address) => [
      createInitializeMetadataPointerInstruction(address, payer.publicKey, address, T22),
    ]);
    const state = getMetadataPointerState(await getMint(t.connection, mint, undefined, T22));
    expect(state?.metadataAddress?.equals(mint)).toBe(true);
  });

  it('tokenMetadataInitializeWithRentTransfer', async () => {
    await tokenMetadataInitializeWithRentTransfer(
      t.connection,
      payer,
      mint,
      payer.publicKey,
      payer,
      'Dragon #1',
      'DRGN',
      'https://example.invalid/dragon-1.json',
      [],
      undefined,
      T22,
    );
    expect((await getTokenMetadata(t.connection, mint))?.name).toBe('Dragon #1');
  });

  it('tokenMetadataUpdateFieldWithRentTransfer adds a field', async () => {
    await tokenMetadataUpdateFieldWithRentTransfer(
      t.connection,
      payer,
      mint,
      payer,
      'image',
      'dragon.png',
      [],
      undefined,
      T22,
    );
    expect((await getTokenMetadata(t.connection, mint))?.additionalMetadata).toEqual([
      ['image', 'dragon.png'],
    ]);
  });

  it('getExtensionTypes reads the TLV entries', async () => {
    const types = getExtensionTypes((await getMint(t.connection, mint, undefined, T22)).tlvData);
    expect(types).toEqual([ExtensionType.MetadataPointer, ExtensionType.TokenMetadata]);
  });

  it('jsonParsed mint has metadataPointer and tokenMetadata extensions', async () => {
    const info = await parsedInfo(mint);
    expect(info.extensions).toEqual([
      {
        extension: 'metadataPointer',
        state: { authority: payer.publicKey.toBase58(), metadataAddress: mint.toBase58() },
      },
      {
        extension: 'tokenMetadata',
        state: {
          updateAuthority: payer.publicKey.toBase58(),
          mint: mint.toBase58(),
          name: 'Dragon #1',
          symbol: 'DRGN',
          uri: 'https://example.invalid/dragon-1.json',
          additionalMetadata: [['image', 'dragon.png']],
        },
      },
    ]);
  });

  it('a Token-2022 associated account is parsed with immutableOwner', async () => {
    const ata = await createAssociatedTokenAccount(
      t.connection,
      payer,
      mint,
      payer.publicKey,
      undefined,
      T22,
    );
    await mintTo(t.connection, payer, mint, ata, payer, 1n, [], undefined, T22);
    const info = await parsedInfo(ata);
    expect(info.extensions).toEqual([{ extension: 'immutableOwner' }]);
    expect(info.tokenAmount).toMatchObject({ amount: '1' });
  });
});

describe('Token-2022: transfer fees', () => {
  const owner = Keypair.generate();
  let mint: PublicKey;
  let source: PublicKey;
  let destination: PublicKey;

  it('creates a mint with a transfer fee config', async () => {
    mint = await createMint2022([ExtensionType.TransferFeeConfig], (address) => [
      createInitializeTransferFeeConfigInstruction(
        address,
        payer.publicKey,
        payer.publicKey,
        100,
        1_000_000n,
        T22,
      ),
    ]);
    const config = getTransferFeeConfig(await getMint(t.connection, mint, undefined, T22));
    expect(config?.newerTransferFee.transferFeeBasisPoints).toBe(100);
  });

  it('transferCheckedWithFee withholds the fee at the destination', async () => {
    source = await createAssociatedTokenAccount(t.connection, payer, mint, owner.publicKey, undefined, T22);
    destination = await createAssociatedTokenAccount(
      t.connection,
      payer,
      mint,
      payer.publicKey,
      undefined,
      T22,
    );
    await mintTo(t.connection, payer, mint, source, payer, 1_000_000n, [], undefined, T22);
    const config = getTransferFeeConfig(await getMint(t.connection, mint, undefined, T22));
    const fee = calculateFee(config!.newerTransferFee, 500_000n);
    await transferCheckedWithFee(
      t.connection,
      payer,
      source,
      mint,
      destination,
      owner,
      500_000n,
      6,
      fee,
      [],
      undefined,
      T22,
    );
    const account = await getAccount(t.connection, destination, undefined, T22);
    expect(getTransferFeeAmount(account)?.withheldAmount).toBe(fee);
  });

  it('jsonParsed shows transferFeeConfig on the mint and transferFeeAmount on the account', async () => {
    const mintInfo = await parsedInfo(mint);
    expect(mintInfo.extensions).toEqual([
      {
        extension: 'transferFeeConfig',
        state: {
          transferFeeConfigAuthority: payer.publicKey.toBase58(),
          withdrawWithheldAuthority: payer.publicKey.toBase58(),
          withheldAmount: 0,
          olderTransferFee: expect.objectContaining({ maximumFee: 1_000_000, transferFeeBasisPoints: 100 }),
          newerTransferFee: expect.objectContaining({ maximumFee: 1_000_000, transferFeeBasisPoints: 100 }),
        },
      },
    ]);
    const accountInfo = await parsedInfo(destination);
    expect(accountInfo.extensions).toEqual(
      expect.arrayContaining([{ extension: 'transferFeeAmount', state: { withheldAmount: 5000 } }]),
    );
  });

  it('harvestWithheldTokensToMint then withdrawWithheldTokensFromMint', async () => {
    await harvestWithheldTokensToMint(t.connection, payer, mint, [destination], undefined, T22);
    await withdrawWithheldTokensFromMint(t.connection, payer, mint, destination, payer, [], undefined, T22);
    const account = await getAccount(t.connection, destination, undefined, T22);
    expect(account.amount).toBe(500_000n);
  });
});

describe('Token-2022: other extensions', () => {
  it('interest-bearing mint (createInterestBearingMint) and its parsed config', async () => {
    const mint = await createInterestBearingMint(
      t.connection,
      payer,
      payer.publicKey,
      payer.publicKey,
      payer.publicKey,
      500,
      6,
      Keypair.generate(),
      undefined,
      T22,
    );
    expect(
      getInterestBearingMintConfigState(await getMint(t.connection, mint, undefined, T22))?.currentRate,
    ).toBe(500);
    const info = await parsedInfo(mint);
    expect(info.extensions).toEqual([
      {
        extension: 'interestBearingConfig',
        state: expect.objectContaining({ rateAuthority: payer.publicKey.toBase58(), currentRate: 500 }),
      },
    ]);
  });

  it('mint close authority: an empty mint can be closed', async () => {
    const mint = await createMint2022([ExtensionType.MintCloseAuthority], (address) => [
      createInitializeMintCloseAuthorityInstruction(address, payer.publicKey, T22),
    ]);
    expect((await parsedInfo(mint)).extensions).toEqual([
      { extension: 'mintCloseAuthority', state: { closeAuthority: payer.publicKey.toBase58() } },
    ]);
    await closeAccount(t.connection, payer, mint, payer.publicKey, payer, [], undefined, T22);
    expect(await t.connection.getAccountInfo(mint)).toBeNull();
  });

  it('permanent delegate moves tokens it does not own', async () => {
    const delegate = Keypair.generate();
    const holder = Keypair.generate();
    const mint = await createMint2022([ExtensionType.PermanentDelegate], (address) => [
      createInitializePermanentDelegateInstruction(address, delegate.publicKey, T22),
    ]);
    const from = await createAssociatedTokenAccount(
      t.connection,
      payer,
      mint,
      holder.publicKey,
      undefined,
      T22,
    );
    const to = await createAssociatedTokenAccount(t.connection, payer, mint, payer.publicKey, undefined, T22);
    await mintTo(t.connection, payer, mint, from, payer, 10n, [], undefined, T22);
    await transferChecked(t.connection, payer, from, mint, to, delegate, 10n, 6, [], undefined, T22);
    expect((await getAccount(t.connection, to, undefined, T22)).amount).toBe(10n);
    expect((await parsedInfo(mint)).extensions).toEqual([
      { extension: 'permanentDelegate', state: { delegate: delegate.publicKey.toBase58() } },
    ]);
  });

  it('non-transferable mint refuses transfers', async () => {
    const mint = await createMint2022([ExtensionType.NonTransferable], (address) => [
      createInitializeNonTransferableMintInstruction(address, T22),
    ]);
    const from = await createAssociatedTokenAccount(
      t.connection,
      payer,
      mint,
      payer.publicKey,
      undefined,
      T22,
    );
    const to = await createAssociatedTokenAccount(
      t.connection,
      payer,
      mint,
      Keypair.generate().publicKey,
      undefined,
      T22,
    );
    await mintTo(t.connection, payer, mint, from, payer, 1n, [], undefined, T22);
    await expect(
      transferChecked(t.connection, payer, from, mint, to, payer, 1n, 6, [], undefined, T22),
    ).rejects.toThrow();
    expect((await parsedInfo(mint)).extensions).toEqual([{ extension: 'nonTransferable' }]);
  });

  it('default account state: new accounts start frozen', async () => {
    const mint = await createMint2022(
      [ExtensionType.DefaultAccountState],
      (address) => [createInitializeDefaultAccountStateInstruction(address, AccountState.Frozen, T22)],
      { freezeAuthority: payer.publicKey },
    );
    const account = await createAssociatedTokenAccount(
      t.connection,
      payer,
      mint,
      payer.publicKey,
      undefined,
      T22,
    );
    expect((await getAccount(t.connection, account, undefined, T22)).isFrozen).toBe(true);
    expect((await parsedInfo(mint)).extensions).toEqual([
      { extension: 'defaultAccountState', state: { accountState: 'frozen' } },
    ]);
  });

  it('required memo transfers: refused without a memo, accepted with one', async () => {
    const mint = await createMint2022([], () => []);
    const from = await createAssociatedTokenAccount(
      t.connection,
      payer,
      mint,
      payer.publicKey,
      undefined,
      T22,
    );
    const receiver = Keypair.generate();
    const to = await createAssociatedTokenAccount(
      t.connection,
      payer,
      mint,
      receiver.publicKey,
      undefined,
      T22,
    );
    await mintTo(t.connection, payer, mint, from, payer, 10n, [], undefined, T22);
    await sendAndConfirmTransaction(
      t.connection,
      new Transaction().add(
        createReallocateInstruction(
          to,
          payer.publicKey,
          [ExtensionType.MemoTransfer],
          receiver.publicKey,
          [],
          T22,
        ),
        createEnableRequiredMemoTransfersInstruction(to, receiver.publicKey, [], T22),
      ),
      [payer, receiver],
    );
    await expect(
      transferChecked(t.connection, payer, from, mint, to, payer, 1n, 6, [], undefined, T22),
    ).rejects.toThrow();
    await sendAndConfirmTransaction(
      t.connection,
      new Transaction().add(
        new TransactionInstruction({ programId: MEMO_PROGRAM, keys: [], data: Buffer.from('thanks') }),
        createTransferCheckedInstruction(from, mint, to, payer.publicKey, 1n, 6, [], T22),
      ),
      [payer],
    );
    expect((await getAccount(t.connection, to, undefined, T22)).amount).toBe(1n);
    expect((await parsedInfo(to)).extensions).toEqual(
      expect.arrayContaining([{ extension: 'memoTransfer', state: { requireIncomingTransferMemos: true } }]),
    );
  });
});
