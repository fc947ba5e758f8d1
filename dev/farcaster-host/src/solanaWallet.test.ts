import nacl from 'tweetnacl';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import type { SolanaRequestFn } from '@farcaster/miniapp-host';
import { USER_REJECTED, createSolanaProvider, loadKeypair } from './solanaWallet';

const keypair = Keypair.generate();

function provider(answer: boolean) {
  const approve = jest.fn(async () => answer);
  return { request: createSolanaProvider(keypair, approve), approve };
}

describe("the local client's Solana provider", () => {
  it('connects without asking: the address is the player’s', async () => {
    const { request, approve } = provider(true);
    expect(await request({ method: 'connect' })).toEqual({ publicKey: keypair.publicKey.toBase58() });
    expect(approve).not.toHaveBeenCalled();
  });

  it('signs a message once approved, in base64 as the mini app reads it', async () => {
    const { request, approve } = provider(true);
    const { signature } = await request({ method: 'signMessage', params: { message: 'nonce 42' } });
    expect(approve).toHaveBeenCalledWith({ title: 'Sign this message', detail: 'nonce 42' });
    const bytes = Buffer.from(signature, 'base64');
    expect(nacl.sign.detached.verify(Buffer.from('nonce 42'), bytes, keypair.publicKey.toBytes())).toBe(true);
  });

  it('signs a transaction once approved, naming its programs, and sends nothing itself', async () => {
    const { request, approve } = provider(true);
    const transaction = new Transaction({
      feePayer: keypair.publicKey,
      recentBlockhash: PublicKey.default.toBase58(),
    });
    transaction.add(
      SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: keypair.publicKey, lamports: 1 }),
    );
    const { signedTransaction } = await (request as SolanaRequestFn)({
      method: 'signTransaction',
      params: { transaction },
    });
    expect(signedTransaction.verifySignatures()).toBe(true);
    expect(approve).toHaveBeenCalledWith({
      title: 'Sign this transaction',
      detail: `1. program ${SystemProgram.programId.toBase58()}`,
    });
    await expect(request({ method: 'signAndSendTransaction', params: { transaction } })).rejects.toThrow(
      'signAndSendTransaction is not offered by this client',
    );
  });

  it('a refusal answers the wallet standard’s words and signs nothing', async () => {
    const { request } = provider(false);
    await expect(request({ method: 'signMessage', params: { message: 'nonce' } })).rejects.toThrow(
      USER_REJECTED,
    );
    expect(USER_REJECTED).toBe('User rejected the request.');
  });

  it('keeps its key across reloads', () => {
    const first = loadKeypair(localStorage);
    expect(loadKeypair(localStorage).publicKey.toBase58()).toBe(first.publicKey.toBase58());
  });
});
