/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Runs `task` for each item with at most `concurrency` at once; stops starting new ones after `deadline`. */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  deadline: number,
  task: (item: T) => Promise<void>,
): Promise<number> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length && Date.now() < deadline) {
      const item = items[next++] as T;
      await task(item);
      done++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return done;
}

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));
