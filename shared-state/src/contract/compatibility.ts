/** major.minor.patch, with an optional pre-release or build suffix that the rule ignores. */
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:[-+][0-9A-Za-z.+-]*)?$/;

export interface Semver {
  major: number;
  minor: number;
  patch: number;
}

export function parseSemver(version: string): Semver | null {
  const match = SEMVER.exec(version.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

export type ContractCheck =
  { ok: true } | { ok: false; reason: 'unreadable' | 'other-major' | 'newer-minor'; message: string };

/**
 * May a tab built against contract `builtFor` run on a shell that provides `provided` (docs/contract.md,
 * "Versions")? Same major, and no newer minor than the shell's: a minor only adds, so what an older minor used
 * is still there; a newer minor may use what this shell lacks, another major changed or removed something.
 * Patches never matter.
 */
export function checkContract(builtFor: string, provided: string): ContractCheck {
  const tab = parseSemver(builtFor);
  const shell = parseSemver(provided);
  if (!tab || !shell) {
    return {
      ok: false,
      reason: 'unreadable',
      message: `Contract versions "${builtFor}" and "${provided}" cannot be compared`,
    };
  }
  if (tab.major !== shell.major) {
    return {
      ok: false,
      reason: 'other-major',
      message: `built for contract ${builtFor}, this app provides ${provided} (another major version)`,
    };
  }
  if (tab.minor > shell.minor) {
    return {
      ok: false,
      reason: 'newer-minor',
      message: `built for contract ${builtFor}, this app provides only ${provided}`,
    };
  }
  return { ok: true };
}
