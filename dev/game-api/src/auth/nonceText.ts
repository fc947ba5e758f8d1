import crypto from 'node:crypto';

/** What the server puts in a sign-in message, and checks again when the signed message comes back. */
export interface SignInMessageFields {
  domain: string;
  address: string;
  statement: string;
  uri: string;
  version: string;
  chainId: string;
  nonce: string;
  issuedAt: string;
  expirationTime: string;
}

export const SIGN_IN_STATEMENT =
  'Sign in to the game companion app. This request does not send a transaction or cost a fee.';
export const SIGN_IN_VERSION = '1';

/** The lines after the statement, in the order Sign-In With Solana (CAIP-122) writes them. */
const FIELD_LINES: readonly [keyof SignInMessageFields, string][] = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
];

/** A fresh random nonce value: 32 hex characters (CAIP-122 asks for at least 8 alphanumerics). */
export function randomNonceValue(): string {
  return crypto.randomBytes(16).toString('hex');
}

/**
 * The exact text a wallet signs to sign in: a complete Sign-In With Solana message (docs/game-api.md,
 * "Sign-in"), readable in the wallet's approval dialog, which wallets that know the format check too.
 */
export function createSignInMessage(fields: SignInMessageFields): string {
  return [
    `${fields.domain} wants you to sign in with your Solana account:`,
    fields.address,
    '',
    fields.statement,
    '',
    ...FIELD_LINES.map(([key, label]) => `${label}: ${fields[key]}`),
  ].join('\n');
}

/** The fields of a message in the layout above; undefined when the text is not one. */
export function parseSignInMessage(text: string): SignInMessageFields | undefined {
  const lines = text.split('\n');
  const header = /^(.+) wants you to sign in with your Solana account:$/.exec(lines[0] ?? '');
  if (!header?.[1] || lines.length !== 5 + FIELD_LINES.length || lines[2] !== '' || lines[4] !== '') {
    return undefined;
  }
  const fields: Partial<SignInMessageFields> = {
    domain: header[1],
    address: lines[1],
    statement: lines[3],
  };
  for (const [index, [key, label]] of FIELD_LINES.entries()) {
    const line = lines[5 + index] ?? '';
    if (!line.startsWith(`${label}: `)) return undefined;
    fields[key] = line.slice(label.length + 2);
  }
  return fields as SignInMessageFields;
}
