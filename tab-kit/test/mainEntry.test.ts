// The kit's main entry loads no part of the wallet layer (docs/tab-kit.md, "The wallet entry"): a tab that
// moves no value runs before web3.js and the wallet adapter have loaded. What needs them is the wallet entry's.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.join(__dirname, '..', 'src');
/** Web3.js, the wallet adapter and the rest of @solana, and the Buffer polyfill web3.js needs. */
const WALLET_LAYER = /^(@solana\/|buffer(\/|$))/;

function resolveRelative(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`${path.relative(SRC, from)}: cannot resolve ${request}`);
  return found;
}

/** False for what compiles away: `import type`, `export type`, or a list of `type` names only. */
function loadsAtRunTime(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true;
    if (clause.isTypeOnly) return false;
    if (clause.name || !clause.namedBindings || ts.isNamespaceImport(clause.namedBindings)) return true;
    const names = clause.namedBindings.elements;
    return names.length === 0 || names.some((name) => !name.isTypeOnly);
  }
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return true;
  return clause.elements.length === 0 || clause.elements.some((name) => !name.isTypeOnly);
}

function insideType(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) if (ts.isTypeNode(at)) return true;
  return false;
}

/**
 * Every source file `entry` reaches through relative imports (static, re-exports and `import()`), and each
 * run-time use of the wallet layer among them: an import of a value, or the global `Buffer`, which the build
 * turns into an import of the `buffer` package (config/rspack.app.js, ProvidePlugin).
 */
function reach(entry: string): { files: string[]; uses: string[] } {
  const files = new Set<string>();
  const uses: string[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const name = path.relative(SRC, file);
    if (!/\.tsx?$/.test(file)) return;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const imported = (request: string, atRunTime: boolean) => {
      if (request.startsWith('.')) {
        if (atRunTime) visit(resolveRelative(file, request));
      } else if (atRunTime && WALLET_LAYER.test(request)) {
        uses.push(`${name} imports ${request}`);
      }
    };
    const walk = (node: ts.Node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        imported((node.moduleSpecifier as ts.StringLiteral).text, loadsAtRunTime(node));
      } else if (
        ts.isCallExpression(node) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        imported(node.arguments[0].text, true);
      } else if (ts.isIdentifier(node) && node.text === 'Buffer' && !insideType(node)) {
        uses.push(`${name} uses Buffer`);
      }
      ts.forEachChild(node, walk);
    };
    walk(source);
  };
  visit(entry);
  return { files: [...files].map((file) => path.relative(SRC, file)), uses };
}

describe('the main entry, @companion/tab-kit', () => {
  it('reaches no file that loads web3.js, the wallet adapter, any other @solana package or buffer', () => {
    const { files, uses } = reach(path.join(SRC, 'index.ts'));
    // It follows the entry's imports: the blocks, the transaction lock and its messages are among them.
    expect(files).toEqual(
      expect.arrayContaining([
        path.join('blocks', 'Card.tsx'),
        path.join('transactions', 'transactionLock.ts'),
        path.join('transactions', 'messages.ts'),
      ]),
    );
    expect(uses).toEqual([]);
  });

  it('is checked by a rule that sees what the wallet entry loads', () => {
    const { uses } = reach(path.join(SRC, 'wallet.ts'));
    expect(uses).toEqual(
      expect.arrayContaining([
        `${path.join('transactions', 'runWalletTransaction.ts')} imports @solana/web3.js`,
        `${path.join('transactions', 'runWalletTransaction.ts')} uses Buffer`,
        `${path.join('transactions', 'useWalletTransaction.ts')} imports @solana/wallet-adapter-react`,
      ]),
    );
  });

  it('loads while web3.js and the wallet adapter cannot be loaded', () => {
    jest.isolateModules(() => {
      jest.doMock('@solana/web3.js', () => {
        throw new Error('web3.js was loaded');
      });
      jest.doMock('@solana/wallet-adapter-react', () => {
        throw new Error('the wallet adapter was loaded');
      });
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded here, after the mocks
        expect(require('../src')).toHaveProperty('PendingTransactionBar');
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same mocks stop the wallet entry
        expect(() => require('../src/wallet')).toThrow('web3.js was loaded');
      } finally {
        jest.dontMock('@solana/web3.js');
        jest.dontMock('@solana/wallet-adapter-react');
      }
    });
  });
});
