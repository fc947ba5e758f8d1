import type { ModuleCopy } from './moduleCopies';
import { packageOf } from './singletons';

export interface PackageBytes {
  name: string;
  /** Minified bytes attributed to the package by the source maps. */
  bytes: number;
}

export const BUNDLER_CODE = '(bundler runtime and glue)';

/** What a set of loaded files is made of, largest package first. */
export function bytesByPackage(copies: readonly ModuleCopy[]): PackageBytes[] {
  const totals = new Map<string, number>();
  for (const copy of copies) {
    const name = copy.module ? packageOf(copy.module) : BUNDLER_CODE;
    totals.set(name, (totals.get(name) ?? 0) + copy.bytes);
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}
