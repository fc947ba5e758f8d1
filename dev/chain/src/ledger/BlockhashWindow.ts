/** How many blocks a blockhash stays usable, as on a real cluster (lastValidBlockHeight = height + 150). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150;

/**
 * LiteSVM only knows its latest blockhash, while clients sign with one fetched a moment ago: remember every
 * blockhash issued in the last 150 blocks, with the block height it was issued at.
 */
export class BlockhashWindow {
  private readonly issuedAt = new Map<string, number>();

  constructor(entries: Iterable<readonly [string, number]> = []) {
    for (const [hash, height] of entries) this.issuedAt.set(hash, height);
  }

  add(blockhash: string, blockHeight: number): void {
    if (!this.issuedAt.has(blockhash)) this.issuedAt.set(blockhash, blockHeight);
    this.prune(blockHeight);
  }

  isValid(blockhash: string, blockHeight: number): boolean {
    const issued = this.issuedAt.get(blockhash);
    return issued !== undefined && issued + BLOCKHASH_VALIDITY_BLOCKS >= blockHeight;
  }

  lastValidBlockHeight(blockhash: string): number | undefined {
    const issued = this.issuedAt.get(blockhash);
    return issued === undefined ? undefined : issued + BLOCKHASH_VALIDITY_BLOCKS;
  }

  entries(): [string, number][] {
    return [...this.issuedAt];
  }

  private prune(blockHeight: number): void {
    // Insertion order is issue order, so expired entries are at the front.
    for (const [hash, issued] of this.issuedAt) {
      if (issued + BLOCKHASH_VALIDITY_BLOCKS >= blockHeight) break;
      this.issuedAt.delete(hash);
    }
  }
}
