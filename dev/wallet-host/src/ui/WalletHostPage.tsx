import { useEffect, useMemo, useRef, useState } from 'react';
import { Connection, PublicKey, type ParsedAccountData } from '@solana/web3.js';
import type { HostConfig } from '../config';
import { addAccount, loadAccounts, saveAccounts, type Accounts } from '../keys/accounts';
import { fundFromFaucet } from '@companion/shared-state/host/wallet';
import { WALLET_NAME, useMiniAppHost } from '../host/useMiniAppHost';
import type { SummaryContext } from '../summary/summarizeTransaction';
import { simulateBalanceChanges } from '../summary/simulateBalanceChanges';
import { RequestSheet } from './RequestSheet';

type Funding = 'funding' | 'ready' | 'failed';

/** A phone-sized wallet: its account bar on top, the mini-app framed below, approvals as a sheet. */
export function WalletHostPage({ config }: { config: HostConfig }) {
  const [accounts, setAccounts] = useState<Accounts>(() => loadAccounts());
  const [fundingOf, setFundingOf] = useState<Record<string, Funding>>({});
  const iframe = useRef<HTMLIFrameElement>(null);
  const appOrigin = new URL(config.shellUrl).origin;
  const { pending, host } = useMiniAppHost(iframe, appOrigin, accounts);
  const address = accounts.keypairs[accounts.selected]!.publicKey.toBase58();
  const funding = fundingOf[address] ?? 'funding';

  const context = useMemo<SummaryContext>(() => {
    const connection = new Connection(config.rpcUrl, 'confirmed');
    return {
      tokenNames: Object.fromEntries(Object.entries(config.mints).map(([symbol, mint]) => [mint, symbol])),
      simulate: (bytes) =>
        simulateBalanceChanges(
          connection,
          bytes,
          new PublicKey(address),
          Object.fromEntries(
            Object.entries(config.mints).map(([symbol, mint]) => [mint, symbol.replace('_', '/')]),
          ),
        ),
      lookupTokenAccount: async (account) => {
        const { value } = await connection.getParsedAccountInfo(new PublicKey(account));
        const info = (value?.data as ParsedAccountData | undefined)?.parsed?.info as
          { mint?: string; tokenAmount?: { decimals?: number } } | undefined;
        return info?.mint && info.tokenAmount?.decimals !== undefined
          ? { mint: info.mint, decimals: info.tokenAmount.decimals }
          : null;
      },
    };
  }, [config, address]);

  // Each account gets local test funds the first time it is used.
  useEffect(() => {
    const settle = (state: Funding) => setFundingOf((all) => ({ ...all, [address]: state }));
    fundFromFaucet(config.rpcUrl, address).then(
      () => settle('ready'),
      (error: unknown) => {
        console.warn('The local faucet did not fund the account', error);
        settle('failed');
      },
    );
  }, [config.rpcUrl, address]);

  const change = (next: Accounts) => {
    saveAccounts(next);
    setAccounts(next);
  };
  // Switching accounts ends the mini-app's session: it is told, and requests for the old one stop.
  const previous = useRef(address);
  useEffect(() => {
    if (previous.current === address) return;
    previous.current = address;
    void host.current?.accountsChanged();
  }, [address, host]);

  return (
    <main className="phone">
      <header className="bar">
        <h1 className="wallet-name">{WALLET_NAME}</h1>
        <label className="account">
          <span className="visually-hidden">Account</span>
          <select
            aria-label="Account"
            value={accounts.selected}
            onChange={(event) => change({ ...accounts, selected: Number(event.target.value) })}
          >
            {accounts.keypairs.map((keypair, i) => {
              const key = keypair.publicKey.toBase58();
              return (
                <option key={key} value={i}>
                  Account {i + 1} ({key.slice(0, 4)}…{key.slice(-4)})
                </option>
              );
            })}
          </select>
        </label>
        <button type="button" className="secondary small" onClick={() => change(addAccount(accounts))}>
          New account
        </button>
      </header>
      <p className="status" data-testid="host-account" data-address={address} data-funding={funding}>
        {funding === 'funding' && 'Funding this account from the local faucet…'}
        {funding === 'ready' && `Account ${address.slice(0, 4)}…${address.slice(-4)} · local test funds`}
        {funding === 'failed' && 'The local faucet could not fund this account.'}
      </p>
      <iframe
        ref={iframe}
        className="mini-app"
        title="Game companion"
        src={config.shellUrl}
        // No popups and no top-level navigation: links go through the bridge's openLink.
        sandbox="allow-scripts allow-same-origin allow-forms"
      />
      {pending[0] && <RequestSheet entry={pending[0]} appOrigin={appOrigin} context={context} />}
    </main>
  );
}
