import crypto from 'node:crypto';
import { PublicKey, SystemProgram, type Connection, type TransactionInstruction } from '@solana/web3.js';
import {
  AuthorityType,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMintInstruction,
  createMintToInstruction,
  createSetAuthorityInstruction,
  ExtensionType,
  getAssociatedTokenAddressSync,
  getMintLen,
  LENGTH_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TYPE_SIZE,
} from '@solana/spl-token';
import { createInitializeInstruction, createUpdateFieldInstruction, pack } from '@solana/spl-token-metadata';

/**
 * A p2e NFT on chain (docs/game-api.md, "p2e NFTs on chain"): its own Token-2022 mint with 0 decimals and a
 * supply of 1, the mint authority removed once the one token is minted, and the name, symbol, metadata URI
 * and image stored in the mint itself (metadata-pointer + token-metadata extensions), where wallets and
 * explorers read them without any other program.
 */
export interface NftMetadata {
  name: string;
  symbol: string;
  /** A JSON document in the usual off-chain metadata shape ({name, symbol, image, attributes}). */
  uri: string;
  image: string;
}

/**
 * The NFT's mint address, known before it is minted: the authority's `createWithSeed` address for the NFT's
 * id (32 hex characters, the longest seed allowed). The game stores it with the NFT at creation, inside the
 * sign-up transaction, and a retried minting finds the same account instead of making a second NFT.
 */
export function nftMintAddress(authority: PublicKey, nftId: string): PublicKey {
  return new PublicKey(
    crypto
      .createHash('sha256')
      .update(
        Buffer.concat([authority.toBuffer(), Buffer.from(mintSeed(nftId)), TOKEN_2022_PROGRAM_ID.toBuffer()]),
      )
      .digest(),
  );
}

export const mintSeed = (nftId: string) => nftId.replace(/-/g, '').slice(0, 32);

/**
 * Everything to create, describe and mint one NFT into `owner`'s associated account. `payer` pays every
 * account's rent: the authority for the local stack's starter sets, the player for a prize they collect. The
 * authority signs only as the mint address's base, the mint authority and the metadata's update authority.
 */
export async function mintNftInstructions(
  connection: Pick<Connection, 'getMinimumBalanceForRentExemption'>,
  authority: PublicKey,
  nftId: string,
  owner: PublicKey,
  metadata: NftMetadata,
  payer: PublicKey = authority,
): Promise<TransactionInstruction[]> {
  const mint = nftMintAddress(authority, nftId);
  const mintLen = getMintLen([ExtensionType.MetadataPointer]);
  const fields = { mint, name: metadata.name, symbol: metadata.symbol, uri: metadata.uri };
  const metadataLen =
    TYPE_SIZE +
    LENGTH_SIZE +
    pack({ ...fields, additionalMetadata: [['image', metadata.image]], updateAuthority: authority }).length;
  // Paid for the metadata up front: the token-metadata instructions grow the account into that room.
  const lamports = await connection.getMinimumBalanceForRentExemption(mintLen + metadataLen);
  const account = getAssociatedTokenAddressSync(mint, owner, false, TOKEN_2022_PROGRAM_ID);
  const program = TOKEN_2022_PROGRAM_ID;
  return [
    SystemProgram.createAccountWithSeed({
      fromPubkey: payer,
      basePubkey: authority,
      seed: mintSeed(nftId),
      newAccountPubkey: mint,
      space: mintLen,
      lamports,
      programId: program,
    }),
    createInitializeMetadataPointerInstruction(mint, authority, mint, program),
    createInitializeMintInstruction(mint, 0, authority, null, program),
    createInitializeInstruction({
      programId: program,
      metadata: mint,
      updateAuthority: authority,
      mint,
      mintAuthority: authority,
      name: metadata.name,
      symbol: metadata.symbol,
      uri: metadata.uri,
    }),
    createUpdateFieldInstruction({
      programId: program,
      metadata: mint,
      updateAuthority: authority,
      field: 'image',
      value: metadata.image,
    }),
    createAssociatedTokenAccountIdempotentInstruction(payer, account, owner, mint, program),
    createMintToInstruction(mint, account, authority, 1, [], program),
    // Supply 1 for good: nobody can mint a second one.
    createSetAuthorityInstruction(mint, authority, AuthorityType.MintTokens, null, [], program),
  ];
}
