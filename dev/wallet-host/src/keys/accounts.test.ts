import { ACCOUNTS_KEY, addAccount, loadAccounts, saveAccounts } from './accounts';

describe('the wallet host accounts', () => {
  afterEach(() => localStorage.clear());

  it('generates a first account once and keeps it across loads', () => {
    const first = loadAccounts();
    expect(first.keypairs).toHaveLength(1);
    expect(loadAccounts().keypairs[0]!.publicKey.toBase58()).toBe(first.keypairs[0]!.publicKey.toBase58());
  });

  it('adds an account, selects it, and remembers the selection', () => {
    const added = addAccount(loadAccounts());
    expect(added).toMatchObject({ selected: 1 });
    saveAccounts(added);
    const reloaded = loadAccounts();
    expect(reloaded.selected).toBe(1);
    expect(reloaded.keypairs.map((k) => k.publicKey.toBase58())).toEqual(
      added.keypairs.map((k) => k.publicKey.toBase58()),
    );
  });

  it('starts again from damaged storage, and keeps a selection within the list', () => {
    localStorage.setItem(ACCOUNTS_KEY, '{not json');
    expect(loadAccounts().keypairs).toHaveLength(1);
    const accounts = loadAccounts();
    localStorage.setItem(
      ACCOUNTS_KEY,
      JSON.stringify({ secretKeys: [Array.from(accounts.keypairs[0]!.secretKey)], selected: 7 }),
    );
    expect(loadAccounts().selected).toBe(0);
  });
});
