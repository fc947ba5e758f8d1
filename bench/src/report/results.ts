import type { Duplicates } from '../analysis/duplicates';
import type { BuildTimes } from '../build/buildAll';
import type { ByteCount } from '../byteCount';
import type { Machine } from '../machine';
import type { FirstLoadBytes } from '../measure/firstLoad';
import type { TabName } from '../paths';
import type { Summary } from '../stats';
import type { InventoryFigures } from './inventory';
import type { WholePathFigures } from './wholePath';
import type { LighthouseResult } from '../measure/lighthouse';
import type { TestDuration } from '../testDuration';

export interface BudgetCheck {
  name: string;
  limit: string;
  actual: string;
  ok: boolean;
}

/** The shape of bench/results/latest.json: every figure of docs/performance.md, with what it was measured on. */
export interface Results {
  takenAt: string;
  machine: Machine;
  conditions: { throttling: string; runs: number; pushes: number };
  build: BuildTimes;
  bytes: {
    shellFirstLoad: FirstLoadBytes;
    /** JS served by each remote's origin in a session that opened every tab. */
    remotes: Record<TabName, ByteCount & { duplicated: number }>;
    /** Origins are named by the build they serve (shell, home, …). */
    duplicated: Duplicates;
  };
  oneBundle: {
    firstLoad: FirstLoadBytes;
    timeToSignInScreen: { federated: Summary; oneBundle: Summary };
    /** Navigation start → the Sign In button has its click handler. */
    timeToSignInWorks: { federated: Summary; oneBundle: Summary };
    /** Cumulative layout shift until the network is idle (largest of the runs). */
    layoutShift: { federated: number; oneBundle: number };
    /** Federated / one-bundle. */
    ratios: {
      firstLoadGzip: number;
      firstLoadRaw: number;
      timeToSignInScreen: number;
      timeToSignInWorks: number;
    };
    /** Minified bytes per package in each first load, largest (federated) first. */
    byPackage: { name: string; federated: number; oneBundle: number }[];
  };
  tabSwitch: { cold: Summary; coldByTab: Record<TabName, Summary>; warm: Summary };
  /** authPreflights: CORS preflights before the sign-up and sign-in calls (median of the runs). */
  signIn: { roundTrip: Summary; insideWallet: Summary; authPreflights: number };
  socketPush: { messageToHeader: Summary; creditToHeader: Summary };
  /** The whole paths a player waits through, over HTTPS with connection and preflight costs. */
  wholePath: WholePathFigures;
  /** Lighthouse (mobile) over HTTPS, each run: the sign-in page, then the signed-in home. */
  lighthouse: LighthouseResult;
  /** The inventory grid with a large inventory, at 4× CPU slowdown. */
  inventory: InventoryFigures;
  /** From the last `npm test`, or null when it has not recorded one. */
  testCommand: TestDuration | null;
  budgets: BudgetCheck[];
  benchMs: number;
}
