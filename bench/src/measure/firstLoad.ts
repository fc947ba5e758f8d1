import type { Browser } from 'playwright-core';
import { openPage } from '../browser/openPage';
import { readProbe, signInScreenAt, signInWorksAt } from '../browser/probe';
import type { LoadedFile } from '../browser/responseLog';
import { addBytes, countBytes, type ByteCount } from '../byteCount';

export interface FirstLoadBytes {
  js: ByteCount;
  css: ByteCount;
  total: ByteCount;
}

export interface FirstLoad {
  /** Navigation start → first frame showing the sign-in screen, one per run. */
  timeToSignInScreenMs: number[];
  /** Navigation start → first frame in which Sign In has its click handler, one per run. */
  timeToSignInWorksMs: number[];
  /** Cumulative layout shift until the network is idle, one per run. */
  layoutShift: number[];
  bytes: FirstLoadBytes;
  /** The files of the first run (the same in every run). */
  files: LoadedFile[];
}

interface LoadRun {
  ms: number;
  worksMs: number;
  layoutShift: number;
  files: LoadedFile[];
}

async function loadOnce(browser: Browser, url: string): Promise<LoadRun> {
  const opened = await openPage(browser, url);
  try {
    const ms = await signInScreenAt(opened.page);
    const worksMs = await signInWorksAt(opened.page);
    // Chunks requested right after the first render are still part of the first load.
    await opened.page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    const layoutShift = await readProbe(opened.page, 'layoutShift');
    return { ms, worksMs, layoutShift, files: await opened.responses.settled() };
  } finally {
    await opened.close();
  }
}

function firstLoadBytes(files: readonly LoadedFile[]): FirstLoadBytes {
  const js = countBytes(files, 'js');
  const css = countBytes(files, 'css');
  return { js, css, total: addBytes(js, css) };
}

function firstLoad(runs: LoadRun[]): FirstLoad {
  const files = runs[0]?.files ?? [];
  return {
    timeToSignInScreenMs: runs.map((run) => run.ms),
    timeToSignInWorksMs: runs.map((run) => run.worksMs),
    layoutShift: runs.map((run) => run.layoutShift),
    bytes: firstLoadBytes(files),
    files,
  };
}

/** Both builds, runs interleaved so that drift on the machine affects them alike. */
export async function measureFirstLoads(
  browser: Browser,
  urls: { federated: string; oneBundle: string },
  runs: number,
): Promise<{ federated: FirstLoad; oneBundle: FirstLoad }> {
  const runsOf = { federated: [] as LoadRun[], oneBundle: [] as LoadRun[] };
  for (let run = 0; run < runs; run++) {
    for (const build of ['federated', 'oneBundle'] as const) {
      runsOf[build].push(await loadOnce(browser, urls[build]));
    }
  }
  return { federated: firstLoad(runsOf.federated), oneBundle: firstLoad(runsOf.oneBundle) };
}
