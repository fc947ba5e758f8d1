import { Keypair } from '@solana/web3.js';
import { GameApiError } from '../api/GameApiError';
import type { GameApi } from '../services';
import { SIGN_MESSAGE_FAILED, signInWithSolanaSignIn, type WalletSignIn } from './signInWithSolana';

const INPUT = {
  domain: 'companion.example',
  statement: 'Sign in.',
  uri: 'https://companion.example',
  version: '1',
  chainId: 'mainnet',
  nonce: 'abcdef0123456789',
  issuedAt: '2026-05-01T10:00:00.000Z',
  expirationTime: '2026-05-01T10:05:00.000Z',
};

function fakeApi({ verifiedAt, registered = false }: { verifiedAt?: string; registered?: boolean } = {}) {
  const calls: string[] = [];
  const api = {
    getSignInInput: jest.fn(async (walletId?: string) => {
      calls.push(`input ${walletId ?? 'any'}`);
      return verifiedAt ? { input: { ...INPUT, address: walletId }, verifiedAt } : { input: INPUT };
    }),
    signUp: jest.fn(async () => {
      calls.push('sign-up');
      if (registered) throw new GameApiError('already registered', { request: 'POST /sign-up', status: 409 });
    }),
    signIn: jest.fn(async () => {
      calls.push('sign-in');
      return { token: 'session-token' };
    }),
  };
  return { api: api as unknown as GameApi, mocks: api, calls };
}

const keypair = Keypair.generate();
const address = keypair.publicKey.toBase58();
const signedMessage = new TextEncoder().encode('the message the wallet wrote');
const signature = new Uint8Array(64).fill(7);

function walletSignIn(): jest.Mock & WalletSignIn {
  return jest.fn(async () => ({
    account: { address, publicKey: keypair.publicKey.toBytes() },
    signedMessage,
    signature,
  }));
}

describe('signInWithSolanaSignIn', () => {
  it('with no wallet connected: one signIn, then sign-up and sign-in with the same answer', async () => {
    const { api, mocks, calls } = fakeApi();
    const signIn = walletSignIn();
    const onSigned = jest.fn();
    await expect(signInWithSolanaSignIn(api, signIn, undefined, { onSigned })).resolves.toEqual({
      token: 'session-token',
      walletId: address,
    });
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith(INPUT);
    expect(onSigned).toHaveBeenCalledWith(address);
    expect(calls).toEqual(['input any', 'sign-up', 'sign-in']);
    const payload = {
      walletId: address,
      signature: expect.any(String),
      signedMessage: Buffer.from(signedMessage).toString('base64'),
    };
    expect(mocks.signUp).toHaveBeenCalledWith(payload);
    expect(mocks.signIn).toHaveBeenCalledWith(payload);
  });

  it('tells the caller once the sign-in call has left, before its answer is in', async () => {
    const { api, mocks, calls } = fakeApi();
    let answer: (session: { token: string }) => void = () => undefined;
    mocks.signIn.mockImplementationOnce(() => {
      calls.push('sign-in');
      return new Promise((resolve) => (answer = resolve));
    });
    const heard: string[] = [];
    const signingIn = signInWithSolanaSignIn(api, walletSignIn(), undefined, {
      onSignInSent: () => heard.push(calls.join(', ')),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['input any, sign-up, sign-in']);
    answer({ token: 'session-token' });
    await expect(signingIn).resolves.toMatchObject({ token: 'session-token' });
    expect(heard).toHaveLength(1);
  });

  it('a registered wallet that was not connected: sign-up answers 409 and sign-in follows', async () => {
    const { api, calls } = fakeApi({ registered: true });
    await expect(signInWithSolanaSignIn(api, walletSignIn(), undefined)).resolves.toMatchObject({
      token: 'session-token',
    });
    expect(calls).toEqual(['input any', 'sign-up', 'sign-in']);
  });

  it('a connected, registered wallet: no sign-up', async () => {
    const { api, calls } = fakeApi({ verifiedAt: '2026-05-01T10:00:00.000Z' });
    await signInWithSolanaSignIn(api, walletSignIn(), address);
    expect(calls).toEqual([`input ${address}`, 'sign-in']);
  });

  it('a refusal in the wallet is "Sign message failed", and nothing is sent', async () => {
    const { api, calls } = fakeApi();
    const signIn = jest.fn(async () => {
      throw new Error('User rejected the request.');
    });
    await expect(signInWithSolanaSignIn(api, signIn, undefined)).rejects.toThrow(SIGN_MESSAGE_FAILED);
    expect(calls).toEqual(['input any']);
  });

  it('a 409 for a wallet the client named is an error, and another account answering is refused', async () => {
    await expect(
      signInWithSolanaSignIn(fakeApi({ registered: true }).api, walletSignIn(), address),
    ).rejects.toThrow('already registered');
    const other = Keypair.generate().publicKey.toBase58();
    await expect(signInWithSolanaSignIn(fakeApi().api, walletSignIn(), other)).rejects.toThrow(
      SIGN_MESSAGE_FAILED,
    );
  });
});
