import { HttpError } from '../http/HttpError';
import {
  parseSignInMessage,
  SIGN_IN_STATEMENT,
  SIGN_IN_VERSION,
  type SignInMessageFields,
} from './nonceText';

export interface ExpectedSignIn {
  domain: string;
  uri: string;
  chainId: string;
  walletId: string;
  now: number;
}

const LABELS: Record<keyof SignInMessageFields, string> = {
  domain: 'domain',
  address: 'address',
  statement: 'statement',
  uri: 'URI',
  version: 'Version',
  chainId: 'Chain ID',
  nonce: 'Nonce',
  issuedAt: 'Issued At',
  expirationTime: 'Expiration Time',
};

/**
 * Checks every field of a signed sign-in message against this server: its domain, URI and chain, the
 * signing wallet, the version, a well-formed nonce, and a validity window that includes now. A message
 * issued under another configuration (another domain, another chain) signs nobody in here.
 */
export function checkSignInMessage(text: string, expected: ExpectedSignIn): void {
  const fields = parseSignInMessage(text);
  if (!fields) throw refused('the signed text is not a sign-in message of this server');
  const wanted: Partial<SignInMessageFields> = {
    domain: expected.domain,
    address: expected.walletId,
    statement: SIGN_IN_STATEMENT,
    uri: expected.uri,
    version: SIGN_IN_VERSION,
    chainId: expected.chainId,
  };
  for (const [key, value] of Object.entries(wanted) as [keyof SignInMessageFields, string][]) {
    if (fields[key] !== value) {
      throw refused(`the signed message names ${LABELS[key]} "${fields[key]}", not "${value}"`);
    }
  }
  if (!/^[A-Za-z0-9]{8,}$/.test(fields.nonce)) throw refused('the signed message has no valid nonce');
  const issuedAt = Date.parse(fields.issuedAt);
  const expiresAt = Date.parse(fields.expirationTime);
  if (Number.isNaN(issuedAt) || Number.isNaN(expiresAt) || issuedAt > expected.now) {
    throw refused('the signed message has no valid issue time');
  }
  if (expiresAt <= expected.now) throw refused('the signed message has expired');
}

function refused(reason: string): HttpError {
  return new HttpError(401, `${reason}: request a new nonce and sign again`);
}
