import bs58 from 'bs58';
import { RpcCode, RpcError } from './RpcError';

import type { Commitment } from '../ledger/Chain';

export type { Commitment } from '../ledger/Chain';
export type Config = Record<string, unknown>;

// Older clients still send the pre-1.9 names; a validator maps them the same way.
const COMMITMENTS: Record<string, Commitment> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
};

/** Solana's API takes positional parameters only. */
export function positional(params: unknown): unknown[] {
  if (params === undefined || params === null) return [];
  if (!Array.isArray(params)) throw RpcError.invalidParams('params must be an array');
  return params;
}

export function pubkeyParam(value: unknown, what: string): string {
  if (typeof value !== 'string') throw RpcError.invalidParams(`${what} must be a base58 public key string`);
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(value);
  } catch {
    throw RpcError.invalidParams(`${what} "${value}" is not valid base58`);
  }
  if (bytes.length !== 32) throw RpcError.invalidParams(`${what} "${value}" is not a 32-byte public key`);
  return value;
}

export function signatureParam(value: unknown, what = 'signature'): string {
  if (typeof value !== 'string') throw RpcError.invalidParams(`${what} must be a base58 string`);
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(value);
  } catch {
    throw RpcError.invalidParams(`${what} "${value}" is not valid base58`);
  }
  if (bytes.length !== 64) throw RpcError.invalidParams(`${what} "${value}" is not a 64-byte signature`);
  return value;
}

export function stringParam(value: unknown, what: string): string {
  if (typeof value !== 'string') throw RpcError.invalidParams(`${what} must be a string`);
  return value;
}

export function integerParam(value: unknown, what: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw RpcError.invalidParams(`${what} must be an integer between ${min} and ${max}`);
  }
  return value;
}

export function booleanOption(config: Config, key: string, fallback: boolean): boolean {
  const value = config[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw RpcError.invalidParams(`${key} must be true or false`);
  return value;
}

/** The optional configuration object that ends most parameter lists. */
export function configParam(value: unknown): Config {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw RpcError.invalidParams('the configuration parameter must be an object');
  }
  return value as Config;
}

/** Every commitment sees the same state here (no forks), but the value is still checked. */
export function commitmentOf(config: Config): Commitment {
  const value = config.commitment ?? config.preflightCommitment;
  if (value === undefined || value === null) return 'finalized';
  if (typeof value !== 'string' || !(value in COMMITMENTS)) {
    throw RpcError.invalidParams(
      `commitment must be one of processed, confirmed, finalized (got ${JSON.stringify(value)})`,
    );
  }
  return COMMITMENTS[value] as Commitment;
}

export function encodingOf<T extends string>(config: Config, allowed: readonly T[], fallback: T): T {
  const value = config.encoding;
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw RpcError.invalidParams(
      `encoding must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`,
    );
  }
  return value as T;
}

export function checkMinContextSlot(config: Config, slot: number): void {
  const value = config.minContextSlot;
  if (value === undefined || value === null) return;
  const minimum = integerParam(value, 'minContextSlot');
  if (minimum > slot) {
    throw new RpcError(RpcCode.MinContextSlotNotReached, 'Minimum context slot has not been reached', {
      contextSlot: slot,
    });
  }
}

/** History and block lookups refuse `processed`, as a validator does; answers the commitment asked. */
export function atLeastConfirmed(config: Config): Commitment {
  const commitment = commitmentOf(config);
  if (commitment === 'processed') {
    throw RpcError.invalidParams('Method does not support commitment below `confirmed`');
  }
  return commitment;
}

/** maxSupportedTransactionVersion: undefined (legacy only) or 0. */
export function maxSupportedVersionOf(config: Config): number | undefined {
  const value = config.maxSupportedTransactionVersion;
  return value === undefined || value === null
    ? undefined
    : integerParam(value, 'maxSupportedTransactionVersion', 0, 0);
}
