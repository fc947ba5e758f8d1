import { useEffect, useRef, useState, type RefObject } from 'react';
import nacl from 'tweetnacl';
import { VersionedTransaction, type Keypair } from '@solana/web3.js';
import {
  createMiniAppHost,
  type HostAccount,
  type HostRequest,
  type MiniAppHost,
} from '@companion/wallet-bridge/host';
import type { Accounts } from '../keys/accounts';

export const WALLET_NAME = 'Local Wallet';
const ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5b3cc4"/><path d="M8 11h16v12H8z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="17" r="2" fill="#fff"/></svg>',
  );

/** A request waiting for the person's decision. */
export interface PendingRequest {
  request: HostRequest;
  decide: (approved: boolean) => void;
}

/**
 * The host side of the bridge for the page's frame: the current account's key signs, and every
 * signature or link waits in `pending` until the person approves or rejects it. Connecting needs no
 * approval: this wallet chose to open the mini-app.
 */
export function useMiniAppHost(
  iframe: RefObject<HTMLIFrameElement | null>,
  appOrigin: string,
  accounts: Accounts,
): { pending: PendingRequest[]; host: RefObject<MiniAppHost | null> } {
  const [pending, setPending] = useState<PendingRequest[]>([]);
  const host = useRef<MiniAppHost | null>(null);
  const current = useRef(accounts);
  useEffect(() => {
    current.current = accounts;
  }, [accounts]);

  useEffect(() => {
    const frame = iframe.current;
    if (!frame) return;
    const keypairOf = (account: HostAccount): Keypair => {
      const keypair = current.current.keypairs.find((k) => k.publicKey.toBase58() === account.address);
      if (!keypair) throw new Error('This account is no longer in the wallet.');
      return keypair;
    };
    const miniAppHost = createMiniAppHost({
      iframe: frame,
      origin: appOrigin,
      wallet: {
        name: WALLET_NAME,
        icon: ICON,
        chains: ['solana:localnet'],
        getAccounts: () => {
          const { keypairs, selected } = current.current;
          const keypair = keypairs[selected]!;
          return [{ address: keypair.publicKey.toBase58(), publicKey: keypair.publicKey.toBytes() }];
        },
        signMessage: async (message, account) => nacl.sign.detached(message, keypairOf(account).secretKey),
        signTransaction: async (bytes, account) => {
          const transaction = VersionedTransaction.deserialize(bytes);
          transaction.sign([keypairOf(account)]);
          return transaction.serialize();
        },
        openLink: (url) => {
          window.open(url, '_blank', 'noopener,noreferrer');
        },
      },
      onRequest: (request) => {
        if (request.method === 'connect') return true;
        return new Promise<boolean>((resolve) => {
          const entry: PendingRequest = {
            request,
            decide: (approved) => {
              setPending((queue) => queue.filter((e) => e !== entry));
              resolve(approved);
            },
          };
          request.signal.addEventListener('abort', () => entry.decide(false), { once: true });
          setPending((queue) => [...queue, entry]);
        });
      },
    });
    host.current = miniAppHost;
    return () => {
      miniAppHost.close();
      host.current = null;
    };
  }, [iframe, appOrigin]);

  return { pending, host };
}
