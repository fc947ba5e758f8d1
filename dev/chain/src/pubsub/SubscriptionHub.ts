import { SYSTEM_PROGRAM_ID } from '../accounts/programIds';
import type { Chain, SlotUpdate } from '../ledger/Chain';
import type { ChainAccount, TransactionRecord } from '../ledger/types';
import type { AccountView } from '../rpc/encodeAccount';
import { encodeAccount } from '../rpc/encodeAccount';
import { mintDecimals } from '../rpc/methods/shared';
import { SubscriptionRegistry } from './SubscriptionRegistry';
import type {
  NewSubscription,
  SubscriberClient,
  Subscription,
  SubscriptionKind,
} from './SubscriptionRegistry';

export type { SubscriberClient, SubscriptionKind } from './SubscriptionRegistry';

// A closed account is announced as an empty system account, as a validator does.
const CLOSED_ACCOUNT: ChainAccount = {
  lamports: 0n,
  data: new Uint8Array(0),
  owner: SYSTEM_PROGRAM_ID,
  executable: false,
  rentEpoch: 0n,
};

/**
 * The PubSub notifications: accounts and programs a transaction writes, its logs and its signature, when it lands
 * (`processed`) or once it is on disk (`confirmed`, `finalized`: the account as it is then), slots as the chain
 * enters them and roots as they become final. Signature subscriptions end with their one notification, as on a validator.
 */
export class SubscriptionHub {
  private readonly registry = new SubscriptionRegistry();
  private readonly decimalsOf: (mint: string) => number | undefined;
  private readonly stops: (() => void)[];
  /** Landed transactions (and the accounts they wrote) that subscribers at `confirmed` hear of once on disk. */
  private awaitingDurable: { record: TransactionRecord; writable: string[] }[] = [];
  /** Replies waiting for a transaction to reach disk, let go when the hub closes. */
  private readonly pendingReplies = new Set<() => void>();

  constructor(private readonly chain: Chain) {
    this.decimalsOf = mintDecimals(chain);
    this.stops = [
      chain.onTransaction((record, writable) => this.onTransaction(record, writable)),
      chain.onDurable(() => this.onDurable()),
      chain.onSlot((update) => this.onSlot(update)),
      chain.onRoot((root) => this.onRoot(root)),
    ];
  }

  subscribe(subscription: NewSubscription): number {
    return this.registry.add(subscription);
  }

  /**
   * Resolves once a transaction that has landed is at the commitment a new signature subscriber asks for: at
   * once when it has not landed, or is there already. The subscription's reply waits for it, so its one
   * notification follows the reply at once, before any status the client asks for after the reply (web3.js's
   * `confirmTransaction` takes an error in that status as a failure to confirm, and a notification as the
   * answer: on a validator, whose transactions wait for their slot, the notification comes first).
   */
  untilAtCommitment(signature: string, processed: boolean): Promise<void> {
    const record = this.chain.index.get(signature);
    if (!record || processed || this.chain.isDurable(record)) return Promise.resolve();
    return new Promise((resolve) => {
      const release = () => {
        stop();
        this.pendingReplies.delete(release);
        resolve();
      };
      const stop = this.chain.onDurable(() => {
        if (this.chain.isDurable(record)) release();
      });
      this.pendingReplies.add(release);
    });
  }

  /** A signature subscriber that arrives after its transaction landed is told at once (after the reply). */
  notifyIfAlreadyLanded(id: number): void {
    const subscription = this.registry.get(id);
    if (subscription?.kind !== 'signature') return;
    const record = this.chain.index.get(subscription.signature);
    if (record && (subscription.processed || this.chain.isDurable(record))) {
      this.notifySignature(subscription, record);
    }
  }

  unsubscribe(client: SubscriberClient, id: number, kind: SubscriptionKind): boolean {
    return this.registry.unsubscribe(client, id, kind);
  }

  dropClient(client: SubscriberClient): void {
    this.registry.dropClient(client);
  }

  close(): void {
    for (const stop of this.stops) stop();
    for (const release of [...this.pendingReplies]) release();
    this.registry.clear();
    this.awaitingDurable = [];
  }

  get size(): number {
    return this.registry.size;
  }

  private onTransaction(record: TransactionRecord, writable: string[]): void {
    for (const subscription of this.registry.find('signature', record.signature)) {
      if (subscription.received)
        this.send(subscription, 'signatureNotification', record.slot, 'receivedSignature');
      if (subscription.processed) this.notifySignature(subscription, record);
    }
    const watched = this.registry.has('account') || this.registry.has('program');
    if (watched) this.notifyAccounts(writable, record.slot, true);
    if (this.registry.has('logs')) this.notifyLogs(record, true);
    if (watched || this.registry.has('logs')) this.awaitingDurable.push({ record, writable });
  }

  private notifyAccounts(writable: string[], slot: number, processed: boolean): void {
    for (const address of new Set(writable)) this.onAccountWritten(address, slot, processed);
  }

  /** The account as it is now, to its subscribers and its owner's, at the commitment this is for. */
  private onAccountWritten(address: string, slot: number, processed: boolean): void {
    const accounts = this.registry.find('account', address);
    const current = this.chain.getAccount(address);
    const account = current ?? CLOSED_ACCOUNT;
    for (const subscription of accounts) {
      if (subscription.processed !== processed) continue;
      const value = this.encode(account, subscription.view);
      if (value !== undefined) this.send(subscription, 'accountNotification', slot, value);
    }
    if (!current) return;
    for (const subscription of this.registry.find('program', current.owner)) {
      if (subscription.processed !== processed) continue;
      if (!subscription.filters.every((filter) => filter(current))) continue;
      const value = this.encode(current, subscription.view);
      if (value !== undefined) {
        this.send(subscription, 'programNotification', slot, { pubkey: address, account: value });
      }
    }
  }

  /** Signature and logs subscribers at `confirmed` / `finalized` hear of transactions now on disk. */
  private onDurable(): void {
    for (const subscription of this.registry.all('signature')) {
      if (subscription.processed) continue;
      const record = this.chain.index.get(subscription.signature);
      if (record && this.chain.isDurable(record)) this.notifySignature(subscription, record);
    }
    let durable = 0;
    while (
      durable < this.awaitingDurable.length &&
      this.chain.isDurable(this.awaitingDurable[durable]!.record)
    ) {
      const { record, writable } = this.awaitingDurable[durable]!;
      this.notifyAccounts(writable, record.slot, false);
      this.notifyLogs(record, false);
      durable += 1;
    }
    this.awaitingDurable = this.awaitingDurable.slice(durable);
  }

  private onSlot(update: SlotUpdate): void {
    for (const subscription of this.registry.all('slot'))
      this.sendResult(subscription, 'slotNotification', update);
  }

  private onRoot(root: number): void {
    for (const subscription of this.registry.all('root'))
      this.sendResult(subscription, 'rootNotification', root);
  }

  private notifyLogs(record: TransactionRecord, processed: boolean): void {
    for (const subscription of this.registry.all('logs')) {
      if (subscription.processed !== processed) continue;
      if (subscription.mentions !== null && !record.accountKeys.includes(subscription.mentions)) continue;
      this.send(subscription, 'logsNotification', record.slot, {
        signature: record.signature,
        err: record.err,
        logs: record.logMessages,
      });
    }
  }

  private notifySignature(subscription: Subscription, record: TransactionRecord): void {
    this.registry.remove(subscription);
    this.send(subscription, 'signatureNotification', record.slot, { err: record.err });
  }

  private encode(account: ChainAccount, view: AccountView): unknown {
    try {
      return encodeAccount(account, view, this.decimalsOf);
    } catch {
      return undefined; // e.g. base58 asked for an account that grew past 128 bytes
    }
  }

  private send(subscription: Subscription, method: string, slot: number, value: unknown): void {
    this.sendResult(subscription, method, { context: { slot }, value });
  }

  private sendResult(subscription: Subscription, method: string, result: unknown): void {
    subscription.client.send(
      JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription: subscription.id } }),
    );
  }
}
