import type { Browser } from 'playwright-core';
import { openPage } from '../browser/openPage';
import { signInScreenAt } from '../browser/probe';
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
  bytes: FirstLoadBytes;
  /** The files of the first run (the same in every run). */
  files: LoadedFile[];
}

async function loadOnce(browser: Browser, url: string): Promise<{ ms: number; files: LoadedFile[] }> {
  const opened = await openPage(browser, url);
  try {
    const ms = await signInScreenAt(opened.page);
    // Chunks requested right after the first render are still part of the first load.
    await opened.page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    return { ms, files: await opened.responses.settled() };
  } finally {
    await opened.close();
  }
}

function firstLoadBytes(files: readonly LoadedFile[]): FirstLoadBytes {
  const js = countBytes(files, 'js');
  const css = countBytes(files, 'css');
  return { js, css, total: addBytes(js, css) };
}

function firstLoad(timeToSignInScreenMs: number[], files: LoadedFile[]): FirstLoad {
  return { timeToSignInScreenMs, bytes: firstLoadBytes(files), files };
}

/** Both builds, runs interleaved so that drift on the machine affects them alike. */
export async function measureFirstLoads(
  browser: Browser,
  urls: { federated: string; oneBundle: string },
  runs: number,
): Promise<{ federated: FirstLoad; oneBundle: FirstLoad }> {
  const times = { federated: [] as number[], oneBundle: [] as number[] };
  const files: Partial<Record<keyof typeof urls, LoadedFile[]>> = {};
  for (let run = 0; run < runs; run++) {
    for (const build of ['federated', 'oneBundle'] as const) {
      const load = await loadOnce(browser, urls[build]);
      times[build].push(load.ms);
      files[build] ??= load.files;
    }
  }
  return {
    federated: firstLoad(times.federated, files.federated ?? []),
    oneBundle: firstLoad(times.oneBundle, files.oneBundle ?? []),
  };
}
