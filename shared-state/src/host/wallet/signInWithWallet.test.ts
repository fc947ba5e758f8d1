import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { Keypair, Transaction } from '@solana/web3.js';
import type { GameApi } from '../../services';
import { MEMO_PROGRAM_ID, signInWithWallet } from './signInWithWallet';
import { SIGN_MESSAGE_FAILED } from '../signInWithSolana';

const NONCE = 'Sign in to the game companion\nNonce: abc123';

function fakeApi(verifiedAt?: string) {
  const calls: string[] = [];
  const api = {
    getNonce: jest.fn(async (walletId: string) => {
      calls.push(`nonce ${walletId}`);
      return verifiedAt ? { nonce: NONCE, verifiedAt } : { nonce: NONCE };
    }),
    signUp: jest.fn(async () => void calls.push('sign-up')),
    signIn: jest.fn(async () => {
      calls.push('sign-in');
      return { token: 'session-token' };
    }),
  };
  return { api: api as unknown as GameApi, mocks: api, calls };
}

function walletOf(keypair: Keypair) {
  return {
    publicKey: keypair.publicKey,
    signMessage: jest.fn(async (message: Uint8Array) => nacl.sign.detached(message, keypair.secretKey)),
    signTransaction: jest.fn(async <T extends Transaction>(tx: T) => {
      tx.partialSign(keypair);
      return tx;
    }),
  };
}

describe('signInWithWallet', () => {
  const keypair = Keypair.generate();
  const walletId = keypair.publicKey.toBase58();

  it('signs up first when the nonce has no verifiedAt, then signs in with the same signature and nonce', async () => {
    const { api, mocks, calls } = fakeApi();
    const token = await signInWithWallet(api, walletOf(keypair), 0);
    expect(token).toBe('session-token');
    expect(calls).toEqual([`nonce ${walletId}`, 'sign-up', 'sign-in']);
    const [{ signature }] = mocks.signIn.mock.calls[0] as unknown as [{ signature: string }];
    // Naming the nonce it signed binds the signature to it on the server.
    expect(mocks.signUp).toHaveBeenCalledWith({ walletId, signature, nonce: NONCE });
    expect(mocks.signIn).toHaveBeenCalledWith({ walletId, signature, nonce: NONCE });
    expect(
      nacl.sign.detached.verify(
        new TextEncoder().encode(NONCE),
        bs58.decode(signature),
        keypair.publicKey.toBytes(),
      ),
    ).toBe(true);
  });

  it('skips sign-up when the wallet is already verified', async () => {
    const { api, calls } = fakeApi('2026-01-01T00:00:00Z');
    await signInWithWallet(api, walletOf(keypair), 0);
    expect(calls).toEqual([`nonce ${walletId}`, 'sign-in']);
  });

  it('throws "Sign message failed" when the wallet refuses, and calls nothing after the nonce', async () => {
    const { api, calls } = fakeApi();
    const wallet = {
      ...walletOf(keypair),
      signMessage: jest.fn(async () => Promise.reject(new Error('User rejected'))),
    };
    await expect(signInWithWallet(api, wallet, 0)).rejects.toThrow(SIGN_MESSAGE_FAILED);
    expect(calls).toEqual([`nonce ${walletId}`]);
  });

  it('throws "Sign message failed" for a wallet that cannot sign messages', async () => {
    const { api } = fakeApi();
    await expect(signInWithWallet(api, { publicKey: keypair.publicKey }, 0)).rejects.toThrow(
      SIGN_MESSAGE_FAILED,
    );
  });

  it('with the ledger switch on, signs a memo-only transaction carrying the exact nonce, paid by the wallet', async () => {
    const { api, mocks } = fakeApi('2026-01-01T00:00:00Z');
    const wallet = walletOf(keypair);
    await signInWithWallet(api, wallet, 1);
    expect(wallet.signMessage).not.toHaveBeenCalled();
    const [{ signature }] = mocks.signIn.mock.calls[0] as unknown as [{ signature: string }];
    const tx = Transaction.from(bs58.decode(signature));
    expect(tx.feePayer?.equals(keypair.publicKey)).toBe(true);
    expect(tx.verifySignatures()).toBe(true);
    expect(tx.instructions).toHaveLength(1);
    expect(tx.instructions[0]!.programId.equals(MEMO_PROGRAM_ID)).toBe(true);
    expect(Buffer.from(tx.instructions[0]!.data).toString('utf8')).toBe(NONCE);
  });
});
