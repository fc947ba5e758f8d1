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
 * The PubSub notifications: accounts and programs when a transaction writes them, logs and signatures when a
 * transaction lands (`processed`) or is on disk (`confirmed`, `finalized`), slots as the chain enters them and
 * roots as they become final. Signature subscriptions end with their one notification, as on a validator.
 */
export class SubscriptionHub {
  private readonly registry = new SubscriptionRegistry();
  private readonly decimalsOf: (mint: string) => number | undefined;
  private readonly stops: (() => void)[];
  /** Landed transactions that logs subscribers at `confirmed` hear of once they are on disk. */
  private awaitingDurable: TransactionRecord[] = [];

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
    if (this.registry.has('account') || this.registry.has('program')) {
      for (const address of new Set(writable)) this.onAccountWritten(address, record.slot);
    }
    if (this.registry.has('logs')) {
      this.notifyLogs(record, true);
      this.awaitingDurable.push(record);
    }
  }

  private onAccountWritten(address: string, slot: number): void {
    const accounts = this.registry.find('account', address);
    const current = this.chain.getAccount(address);
    const account = current ?? CLOSED_ACCOUNT;
    for (const subscription of accounts) {
      const value = this.encode(account, subscription.view);
      if (value !== undefined) this.send(subscription, 'accountNotification', slot, value);
    }
    if (!current) return;
    for (const subscription of this.registry.find('program', current.owner)) {
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
    while (durable < this.awaitingDurable.length && this.chain.isDurable(this.awaitingDurable[durable]!)) {
      this.notifyLogs(this.awaitingDurable[durable]!, false);
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
