/** `--name value` pairs and positional arguments; `--flag` alone is "true". */
export function parseArgs(argv: string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) options.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      options.set(name, next);
      i += 1;
    } else options.set(name, 'true');
  }
  return { positional, options };
}

export function numberOption(options: Map<string, string>, name: string, fallback: number): number {
  const value = options.get(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a non-negative number`);
  return parsed;
}
