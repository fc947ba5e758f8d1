// Linted as if it were remotes/home/src/: only the tab entry, schemas, the tab kit's entries and libraries (config/test/lintRules.test.ts).
import { useState } from 'react';
import { formatDate, getGameApi, useLoginStore } from '@companion/shared-state';
import { fundsListSchema } from '@companion/shared-state/schemas';
import { Link, useParams } from 'react-router-dom';
import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import { PublicKey, Transaction, type Connection, type Keypair } from '@solana/web3.js';
import type { WalletContextState } from '@solana/wallet-adapter-react';
import { Card } from '@companion/tab-kit';
import { useWalletTransaction } from '@companion/tab-kit/wallet';
import { helper } from './helper';

export const used = [
  useState,
  formatDate,
  getGameApi,
  useLoginStore,
  fundsListSchema,
  Link,
  useParams,
  useConnection,
  useWallet,
  PublicKey,
  Transaction,
  Card,
  useWalletTransaction,
  helper,
];
// Types are gone once compiled: any of the package's types may be named.
export type Used = [Connection, Keypair, WalletContextState];
