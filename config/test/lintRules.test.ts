import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import tabs from '../tabs.json';

const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'config', 'lint-fixtures');

interface LintMessage {
  ruleId: string | null;
  severity: 1 | 2;
  line: number;
  message: string;
}

/**
 * Runs the repository's ESLint on `code` as if it were the file `asFile` (the fixtures themselves are
 * ignored by the normal lint run). A child process, because ESLint loads its flat config with import().
 */
function lintAs(asFile: string, code: string): LintMessage[] {
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/eslint/bin/eslint.js'),
      '--stdin',
      '--stdin-filename',
      asFile,
      '--format',
      'json',
    ],
    { cwd: ROOT, input: code, encoding: 'utf8' },
  );
  if (result.status === 2 || !result.stdout) throw new Error(`ESLint did not run: ${result.stderr}`);
  const [file] = JSON.parse(result.stdout) as { messages: LintMessage[] }[];
  return file?.messages ?? [];
}

const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const restrictedLines = (messages: LintMessage[]) =>
  messages
    .filter(
      (m) => m.ruleId === 'no-restricted-imports' || m.ruleId === '@typescript-eslint/no-restricted-imports',
    )
    .map((m) => m.line);

jest.setTimeout(60_000);

describe('the tab contract in ESLint', () => {
  it("refuses a tab's import of the host entry, the shell, another tab and the local stack", () => {
    const messages = lintAs('remotes/home/src/pages/Fixture.tsx', fixture('tab-breaks-contract.ts'));
    // Lines 2-6 and 8-10 of the fixture break the contract; line 7 (the tab entry) does not.
    expect(restrictedLines(messages)).toEqual([2, 3, 4, 5, 6, 8, 9, 10]);
    expect(messages.find((m) => m.line === 2)?.message).toMatch(
      /Only the shell calls shared-state's host entry/,
    );
    // A router name the shell does not hand over (config/sharedSingletons.cjs).
    expect(messages.find((m) => m.line === 8)?.message).toMatch(
      /The shell hands a tab only these names of react-router-dom/,
    );
    // A wallet adapter name the shell does not hand over: the tabs get its hooks, not its provider.
    expect(messages.find((m) => m.line === 9)?.message).toContain(
      'The shell hands a tab only these names of @solana/wallet-adapter-react: useConnection, useWallet (config/sharedSingletons.cjs).',
    );
    // A web3.js name the shell does not hand over (a tab's code signs nothing with a key of its own).
    expect(messages.find((m) => m.line === 10)?.message).toMatch(
      /The shell hands a tab only these names of @solana\/web3\.js: ComputeBudgetProgram, /,
    );
  });

  it('accepts the tab entry, the schemas, the tab kit’s entries and libraries', () => {
    const messages = lintAs('remotes/home/src/pages/Fixture.tsx', fixture('tab-keeps-contract.ts'));
    expect(messages.filter((m) => m.severity !== 1 && m.ruleId !== null)).toEqual([]);
  });

  it("lets a tab's tests play the host, but not reach the shell or another tab", () => {
    const messages = lintAs('remotes/home/src/pages/Fixture.test.tsx', fixture('tab-breaks-contract.ts'));
    // Its tests run on the real packages: a MemoryRouter and a WalletProvider are theirs to use.
    expect(restrictedLines(messages)).toEqual([4, 5, 6]);
  });

  it('forbids every other tab of config/tabs.json, by package name', () => {
    const [first, ...others] = tabs;
    const code = others.map(
      (tab, i) => `import t${i} from '@companion/${tab.name}';\nexport const u${i} = t${i};`,
    );
    const messages = lintAs(`remotes/${first!.name}/src/Fixture.ts`, code.join('\n'));
    expect(restrictedLines(messages)).toHaveLength(others.length);
  });

  it('keeps the fixtures out of the normal lint run', () => {
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', FIXTURES],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const files = JSON.parse(result.stdout || '[]') as { messages: LintMessage[] }[];
    // Every fixture is reported as ignored (one warning each), none with an error.
    expect(files.flatMap((f) => f.messages).every((m) => /ignored/i.test(m.message))).toBe(true);
  });
});
