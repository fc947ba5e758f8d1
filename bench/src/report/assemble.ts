import type { Duplicates } from '../analysis/duplicates';
import type { PackageBytes } from '../analysis/packageBytes';
import type { BuildTimes } from '../build/buildAll';
import { countBytes } from '../byteCount';
import type { Machine } from '../machine';
import type { FirstLoad } from '../measure/firstLoad';
import type { InventoryResult } from '../measure/inventory';
import type { SignInResult } from '../measure/signIn';
import type { SocketPushResult } from '../measure/socketPush';
import type { TabSwitchResult } from '../measure/tabSwitch';
import type { WholePathResult } from '../measure/wholePath';
import type { LighthouseResult } from '../measure/lighthouse';
import { TABS, forTab, type TabName } from '../paths';
import { median, round, summarize } from '../stats';
import type { TestDuration } from '../testDuration';
import { checkBudgets } from './budgets';
import { inventoryFigures } from './inventory';
import { wholePathFigures } from './wholePath';
import type { Results } from './results';

export interface Measurements {
  startedAt: number;
  machine: Machine;
  throttling: string;
  runs: number;
  pushes: number;
  build: BuildTimes;
  firstLoads: { federated: FirstLoad; oneBundle: FirstLoad };
  signIn: SignInResult;
  tabs: TabSwitchResult;
  push: SocketPushResult;
  wholePath: WholePathResult;
  lighthouse: LighthouseResult;
  inventory: InventoryResult;
  duplicates: Duplicates;
  firstLoadPackages: { federated: PackageBytes[]; oneBundle: PackageBytes[] };
  remoteOrigins: Record<TabName, string>;
  appNameByOrigin: ReadonlyMap<string, string>;
  testCommand: TestDuration | null;
}

function comparePackages(packages: Measurements['firstLoadPackages']): Results['oneBundle']['byPackage'] {
  const oneBundle = new Map(packages.oneBundle.map((pkg) => [pkg.name, pkg.bytes]));
  const names = [...new Set([...packages.federated, ...packages.oneBundle].map((pkg) => pkg.name))];
  const federated = new Map(packages.federated.map((pkg) => [pkg.name, pkg.bytes]));
  return names
    .map((name) => ({ name, federated: federated.get(name) ?? 0, oneBundle: oneBundle.get(name) ?? 0 }))
    .sort((a, b) => b.federated - a.federated || b.oneBundle - a.oneBundle);
}

export function assemble(m: Measurements): Results {
  const { federated, oneBundle } = m.firstLoads;
  const fedTime = summarize(federated.timeToSignInScreenMs);
  const oneTime = summarize(oneBundle.timeToSignInScreenMs);
  const fedWorks = summarize(federated.timeToSignInWorksMs);
  const oneWorks = summarize(oneBundle.timeToSignInWorksMs);
  const nameOf = (origin: string) => m.appNameByOrigin.get(origin) ?? origin;
  const remotes = Object.fromEntries(
    TABS.map((tab) => {
      const files = m.tabs.sessionFiles.filter((file) => file.origin === forTab(m.remoteOrigins, tab));
      return [
        tab,
        { ...countBytes(files, 'js'), duplicated: m.duplicates.byOrigin[forTab(m.remoteOrigins, tab)] ?? 0 },
      ];
    }),
  ) as Results['bytes']['remotes'];
  const duplicated = {
    ...m.duplicates,
    byOrigin: Object.fromEntries(Object.entries(m.duplicates.byOrigin).map(([o, b]) => [nameOf(o), b])),
    packages: m.duplicates.packages.map((pkg) => ({ ...pkg, origins: pkg.origins.map(nameOf) })),
  };
  const withoutBudgets: Omit<Results, 'budgets'> = {
    takenAt: new Date().toISOString(),
    machine: m.machine,
    conditions: { throttling: m.throttling, runs: m.runs, pushes: m.pushes },
    build: {
      allMs: round(m.build.allMs, 0),
      perAppMs: Object.fromEntries(Object.entries(m.build.perAppMs).map(([app, v]) => [app, round(v, 0)])),
      oneBundleMs: round(m.build.oneBundleMs, 0),
    },
    bytes: { shellFirstLoad: federated.bytes, remotes, duplicated },
    oneBundle: {
      firstLoad: oneBundle.bytes,
      timeToSignInScreen: { federated: fedTime, oneBundle: oneTime },
      timeToSignInWorks: { federated: fedWorks, oneBundle: oneWorks },
      layoutShift: {
        federated: round(Math.max(0, ...federated.layoutShift), 4),
        oneBundle: round(Math.max(0, ...oneBundle.layoutShift), 4),
      },
      ratios: {
        firstLoadGzip: round(federated.bytes.total.gzip / oneBundle.bytes.total.gzip, 3),
        firstLoadRaw: round(federated.bytes.total.raw / oneBundle.bytes.total.raw, 3),
        timeToSignInScreen: round(fedTime.median / oneTime.median, 3),
        timeToSignInWorks: round(fedWorks.median / oneWorks.median, 3),
      },
      byPackage: comparePackages(m.firstLoadPackages),
    },
    tabSwitch: {
      cold: summarize(TABS.flatMap((tab) => forTab(m.tabs.coldMs, tab))),
      coldByTab: Object.fromEntries(
        TABS.map((tab) => [tab, summarize(forTab(m.tabs.coldMs, tab))]),
      ) as Record<TabName, ReturnType<typeof summarize>>,
      warm: summarize(m.tabs.warmMs),
    },
    signIn: {
      roundTrip: summarize(m.signIn.roundTripMs),
      insideWallet: summarize(m.signIn.walletMs),
      authPreflights: median(m.signIn.authPreflights),
    },
    socketPush: {
      messageToHeader: summarize(m.push.messageToHeaderMs),
      creditToHeader: summarize(m.push.creditToHeaderMs),
    },
    wholePath: wholePathFigures(m.wholePath),
    lighthouse: m.lighthouse,
    inventory: inventoryFigures(m.inventory),
    testCommand: m.testCommand,
    benchMs: round(performance.now() - m.startedAt, 0),
  };
  return { ...withoutBudgets, budgets: checkBudgets(withoutBudgets) };
}
