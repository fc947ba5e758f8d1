// Linted as if it were remotes/home/src/: every import below breaks the tab contract (config/test/lintRules.test.ts).
import { loadConfig } from '@companion/shared-state/host';
import { endSession } from '../../../shared-state/src/host/endSession';
import { TABS } from '../../../shell/src/tabs';
import TransferApp from '@companion/transfer';
import { startStack } from '../../../dev/game-api/src/server';
import { formatDate } from '@companion/shared-state';
import { MemoryRouter } from 'react-router-dom';
import { WalletProvider } from '@solana/wallet-adapter-react';
import { Keypair } from '@solana/web3.js';

export const used = [
  loadConfig,
  endSession,
  TABS,
  TransferApp,
  startStack,
  formatDate,
  MemoryRouter,
  WalletProvider,
  Keypair,
];
