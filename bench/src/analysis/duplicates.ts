import { gzipSize } from '../gzip';
import type { ModuleCopy } from './moduleCopies';
import { isSingleton, packageOf } from './singletons';

export interface DuplicatedPackage {
  name: string;
  singleton: boolean;
  /** Origins that served a copy, the first being the one kept. */
  origins: string[];
  bytes: number;
  /** The duplicated files of the package, relative to the repository. */
  modules: string[];
}

export interface Duplicates {
  /** Bytes of every copy after the first, across origins (raw). */
  bytes: number;
  /**
   * An estimate, as modules do not travel alone: each origin's extra copies gzipped together (level 9).
   * Not all origins at once: gzip would compress identical copies against each other, which no download does.
   */
  gzip: number;
  singletonBytes: number;
  byOrigin: Record<string, number>;
  packages: DuplicatedPackage[];
}

/** A module loaded from more than one origin (that is, shipped by more than one build) is duplicated. */
export function findDuplicates(copies: readonly ModuleCopy[]): Duplicates {
  const byModule = new Map<string, ModuleCopy[]>();
  for (const copy of copies) {
    if (copy.module) byModule.set(copy.module, [...(byModule.get(copy.module) ?? []), copy]);
  }
  const extra: ModuleCopy[] = [];
  const packages = new Map<string, DuplicatedPackage>();
  for (const [module, list] of byModule) {
    const origins = [...new Set(list.map((copy) => copy.origin))];
    if (origins.length < 2) continue;
    const extraCopies = list.filter((copy) => copy.origin !== origins[0]);
    extra.push(...extraCopies);
    const name = packageOf(module);
    const entry = packages.get(name) ?? {
      name,
      singleton: isSingleton(name),
      origins: [],
      bytes: 0,
      modules: [],
    };
    entry.origins = [...new Set([...entry.origins, ...origins])];
    entry.modules.push(module);
    entry.bytes += extraCopies.reduce((sum, copy) => sum + copy.bytes, 0);
    packages.set(name, entry);
  }
  const byOrigin: Record<string, number> = {};
  const textByOrigin = new Map<string, string>();
  for (const copy of extra) {
    byOrigin[copy.origin] = (byOrigin[copy.origin] ?? 0) + copy.bytes;
    textByOrigin.set(copy.origin, (textByOrigin.get(copy.origin) ?? '') + copy.text);
  }
  const list = [...packages.values()].sort((a, b) => b.bytes - a.bytes);
  return {
    bytes: extra.reduce((sum, copy) => sum + copy.bytes, 0),
    gzip: [...textByOrigin.values()].reduce((sum, text) => sum + gzipSize(text), 0),
    singletonBytes: list.filter((pkg) => pkg.singleton).reduce((sum, pkg) => sum + pkg.bytes, 0),
    byOrigin,
    packages: list,
  };
}
