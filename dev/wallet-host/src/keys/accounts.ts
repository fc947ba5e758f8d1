import { Keypair } from '@solana/web3.js';

/** localStorage key of this wallet's keys: a local test wallet, never for real funds. */
export const ACCOUNTS_KEY = 'walletHost.accounts';

export interface Accounts {
  keypairs: Keypair[];
  selected: number;
}

function read(storage: Storage): Accounts | null {
  try {
    const stored = JSON.parse(storage.getItem(ACCOUNTS_KEY) ?? 'null') as {
      secretKeys?: number[][];
      selected?: number;
    } | null;
    const keypairs = (stored?.secretKeys ?? []).map((key) => Keypair.fromSecretKey(Uint8Array.from(key)));
    if (!keypairs.length) return null;
    const selected = Number.isInteger(stored?.selected) ? stored!.selected! : 0;
    return { keypairs, selected: Math.min(Math.max(selected, 0), keypairs.length - 1) };
  } catch {
    return null; // damaged: start again, the keys only ever held local test funds
  }
}

export function saveAccounts(accounts: Accounts, storage: Storage = localStorage): void {
  const secretKeys = accounts.keypairs.map((keypair) => Array.from(keypair.secretKey));
  storage.setItem(ACCOUNTS_KEY, JSON.stringify({ secretKeys, selected: accounts.selected }));
}

/** The stored accounts, or a first one generated and stored. */
export function loadAccounts(storage: Storage = localStorage): Accounts {
  const stored = read(storage);
  if (stored) return stored;
  const accounts = { keypairs: [Keypair.generate()], selected: 0 };
  saveAccounts(accounts, storage);
  return accounts;
}

export function addAccount(accounts: Accounts): Accounts {
  const keypairs = [...accounts.keypairs, Keypair.generate()];
  return { keypairs, selected: keypairs.length - 1 };
}
