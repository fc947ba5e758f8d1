/**
 * A failed transaction in player words (docs/product-rules.md, "Chain errors"). The RPC's own text
 * ("Simulation failed … Catch the `SendTransactionError` and call `getLogs()`") is for developers: it
 * goes to the console, never on screen.
 */
const RULES: [RegExp, string][] = [
  [
    /insufficient (funds|lamports) for (fee|rent)|AccountNotFound|Attempt to debit an account but found no record of a prior credit/i,
    'Your wallet has no SOL for the network fee. Add a little SOL and try again.',
  ],
  [
    /insufficient (funds|lamports)|custom program error: 0x1\b|"Custom":1\b/i,
    'Your wallet does not hold enough of this token.',
  ],
  [
    /blockhash not found|block height exceeded|has expired|TransactionExpired/i,
    'The network took too long and the transaction expired. Nothing was sent; try again.',
  ],
  [
    /failed to fetch|network ?error|ECONNREFUSED|fetch failed|timed? ?out/i,
    'The network could not be reached. Check your connection and try again.',
  ],
  [/already been processed|AlreadyProcessed/i, 'This transaction was already sent.'],
];

export const CHAIN_ERROR_FALLBACK = 'The transaction failed on the network. Nothing was taken; try again.';

export function chainErrorMessage(error: unknown): string {
  const texts = [String((error as { message?: unknown })?.message ?? error)];
  const logs = (error as { logs?: unknown })?.logs;
  if (Array.isArray(logs)) texts.push(...logs.map(String));
  const inner = (error as { error?: unknown })?.error;
  if (inner instanceof Error) texts.push(inner.message);
  const text = texts.join('\n');
  for (const [pattern, message] of RULES) if (pattern.test(text)) return message;
  return CHAIN_ERROR_FALLBACK;
}
