import type { TransactionRecord } from './types';

export interface SignatureQuery {
  limit: number;
  before?: string;
  until?: string;
}

/**
 * LiteSVM keeps no ledger a client can query, so the chain keeps its own: records by signature and, per
 * address, the signatures that touched it (oldest first). The oldest records are dropped past `capacity`.
 */
export class TransactionIndex {
  private readonly bySignature = new Map<string, TransactionRecord>();
  private readonly byAddress = new Map<string, string[]>();
  private total: number;

  constructor(
    private readonly capacity: number,
    records: Iterable<TransactionRecord> = [],
    total = 0,
  ) {
    for (const record of records) this.insert(record);
    this.total = Math.max(total, this.bySignature.size);
    while (this.bySignature.size > this.capacity) this.evictOldest();
  }

  add(record: TransactionRecord): void {
    this.insert(record);
    this.total += 1;
    while (this.bySignature.size > this.capacity) this.evictOldest();
  }

  get(signature: string): TransactionRecord | undefined {
    return this.bySignature.get(signature);
  }

  has(signature: string): boolean {
    return this.bySignature.has(signature);
  }

  /** Every transaction ever processed, including those dropped from the index. */
  get transactionCount(): number {
    return this.total;
  }

  /** Newest first, like getSignaturesForAddress. */
  signaturesFor(address: string, query: SignatureQuery): TransactionRecord[] {
    const signatures = this.byAddress.get(address) ?? [];
    const result: TransactionRecord[] = [];
    let started = query.before === undefined;
    for (let i = signatures.length - 1; i >= 0 && result.length < query.limit; i -= 1) {
      const signature = signatures[i] as string;
      if (!started) {
        started = signature === query.before;
        continue;
      }
      if (signature === query.until) break;
      const record = this.bySignature.get(signature);
      if (record) result.push(record);
    }
    return result;
  }

  /** The remembered records, oldest first: the last `length` of `transactionCount` transactions. */
  records(): TransactionRecord[] {
    return [...this.bySignature.values()];
  }

  private insert(record: TransactionRecord): void {
    this.bySignature.set(record.signature, record);
    for (const address of new Set(record.accountKeys)) {
      const list = this.byAddress.get(address);
      if (list) list.push(record.signature);
      else this.byAddress.set(address, [record.signature]);
    }
  }

  private evictOldest(): void {
    const oldest = this.bySignature.values().next().value;
    if (!oldest) return;
    this.bySignature.delete(oldest.signature);
    for (const address of new Set(oldest.accountKeys)) {
      const list = this.byAddress.get(address);
      if (!list) continue;
      if (list[0] === oldest.signature) list.shift();
      if (list.length === 0) this.byAddress.delete(address);
    }
  }
}
