import bs58 from 'bs58';
import { PublicKey } from '@solana/web3.js';
import type { SolanaSignInInput, SolanaSignInOutput } from '@solana/wallet-standard-features';
import { parseSignInMessageText, verifySignIn } from '@solana/wallet-standard-util';
import { ED25519_SIGNATURE_BYTES, SIGNATURE_MESSAGE } from '@companion/shared-state/schemas';
import { HttpError } from '../http/HttpError';
import { createSignInMessage, parseSignInMessage } from './nonceText';

/**
 * The wallet id under which a sign-in input issued to no wallet yet is kept (never a valid address, so it
 * can meet no real wallet's rows): its message names an empty address until a signature binds it.
 */
export const ANY_WALLET = '-';

/** A Sign In With Solana answer (`solana:signIn` output), read but not yet matched to what was issued. */
export interface SignInOutput {
  walletId: string;
  /** The signed bytes as text: a sign-in message whose address is the wallet. */
  text: string;
  /** The same message with the address left empty, as an input issued to no wallet was stored. */
  textWithoutAddress: string;
  output: SolanaSignInOutput;
}

/**
 * Reads a Sign In With Solana answer: the signed bytes must be a sign-in message (the Wallet Standard's
 * reading of it) that names the signing wallet, and the signature must be the wallet's signature of those
 * exact bytes. 400 when the parts are malformed, 401 when they prove nothing.
 */
export function readSignInOutput(walletId: string, signature: string, signedMessage: string): SignInOutput {
  const signatureBytes = Uint8Array.from(bs58.decode(signature));
  if (signatureBytes.length !== ED25519_SIGNATURE_BYTES) {
    throw new HttpError(400, `signature ${SIGNATURE_MESSAGE}`);
  }
  const messageBytes = Uint8Array.from(Buffer.from(signedMessage, 'base64'));
  const text = new TextDecoder('utf-8', { fatal: false }).decode(messageBytes);
  const parsed = parseSignInMessageText(text);
  if (!parsed)
    throw new HttpError(401, 'the signed text is not a sign-in message: request a new nonce and sign again');
  if (parsed.address !== walletId) {
    throw new HttpError(401, `the signed message names address "${parsed.address}", not "${walletId}"`);
  }
  const publicKey = new PublicKey(walletId).toBytes();
  const output: SolanaSignInOutput = {
    account: { address: walletId, publicKey, chains: [], features: [] },
    signedMessage: messageBytes,
    signature: signatureBytes,
  };
  const fields = parseSignInMessage(text);
  const textWithoutAddress = fields ? createSignInMessage({ ...fields, address: '' }) : text;
  return { walletId, text, textWithoutAddress, output };
}

/**
 * The Wallet Standard's own verification of a sign-in answer against the input this server issued (`issued`
 * is the stored message; an input issued to no wallet names the signer now): every field equal, the message
 * exactly the one those fields make, and the wallet's signature of it.
 */
export function verifySignInOutput(issued: string, { walletId, output }: SignInOutput): boolean {
  const fields = parseSignInMessage(issued);
  if (!fields) return false;
  const input: SolanaSignInInput = { ...fields, address: fields.address || walletId };
  return verifySignIn(input, output);
}
