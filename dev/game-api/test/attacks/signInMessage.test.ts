import { createTestWallet } from '../support/testWallet';
import { postJson, startTestServer, createTempDir } from '../support/testServer';
import fs from 'node:fs';

/**
 * Attack: reuse a message signed for another app or chain, and learn from the nonce route when a wallet
 * registered. The nonce is a complete Sign-In With Solana message whose every field the server checks;
 * `verifiedAt` tells only that the wallet is registered.
 */
describe('attack: sign-in messages and what the nonce route tells', () => {
  it('issues a complete Sign-In With Solana message', async () => {
    const server = await startTestServer({
      domain: 'game.example',
      appUri: 'https://game.example',
      chainId: 'mainnet',
    });
    try {
      const wallet = createTestWallet();
      const { nonce } = await server.client().getNonce(wallet.walletId);
      expect(nonce).toMatch(
        new RegExp(
          [
            '^game\\.example wants you to sign in with your Solana account:',
            wallet.walletId,
            '',
            'Sign in to the game companion app\\. This request does not send a transaction or cost a fee\\.',
            '',
            'URI: https://game\\.example',
            'Version: 1',
            'Chain ID: mainnet',
            'Nonce: [0-9a-f]{32}',
            'Issued At: \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z',
            'Expiration Time: \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$',
          ].join('\\n'),
        ),
      );
    } finally {
      await server.stop();
    }
  });

  it.each([
    ['domain', { domain: 'evil.example' }, 'domain "127.0.0.1", not "evil.example"'],
    ['URI', { appUri: 'https://evil.example' }, 'URI "http://127.0.0.1:3000", not "https://evil.example"'],
    ['chain ID', { chainId: 'mainnet' }, 'Chain ID "localnet", not "mainnet"'],
  ])('refuses a message issued under another %s', async (_field, other, reason) => {
    const dataDir = createTempDir();
    try {
      const wallet = createTestWallet();
      const first = await startTestServer({ dataDir });
      const { nonce } = await first.client().getNonce(wallet.walletId);
      await first.close();
      const second = await startTestServer({ dataDir, ...other });
      try {
        const answer = await postJson(`${second.authUrl}/sign-up`, {
          walletId: wallet.walletId,
          signature: wallet.signMessage(nonce),
          nonce,
        });
        expect(answer).toEqual({
          status: 401,
          body: { error: `the signed message names ${reason}: request a new nonce and sign again` },
        });
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('tells whether a wallet is registered, never since when', async () => {
    let now = Date.parse('2026-03-01T10:00:00.000Z');
    const server = await startTestServer({ now: () => now });
    try {
      const { wallet } = await server.signedInWallet();
      now += 3 * 60 * 60 * 1000;
      const answer = await server.client().getNonce(wallet.walletId);
      // The time of this answer, not of the sign-up three hours earlier.
      expect(answer.verifiedAt).toBe('2026-03-01T13:00:00.000Z');
      expect(await server.client().getNonce(createTestWallet().walletId)).not.toHaveProperty('verifiedAt');
    } finally {
      await server.stop();
    }
  });
});
