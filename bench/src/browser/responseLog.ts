import type { Page, Response } from 'playwright-core';

export type FileKind = 'js' | 'css' | 'other';

export interface LoadedFile {
  url: string;
  origin: string;
  kind: FileKind;
  body: Buffer;
}

function kindOf(response: Response): FileKind {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || contentType.includes('javascript')) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  return 'other';
}

/** Every response body a page received, in arrival order, for counting bytes after the fact. */
export class ResponseLog {
  readonly files: LoadedFile[] = [];
  private readonly pending: Promise<void>[] = [];

  attach(page: Page): void {
    page.on('response', (response) => {
      if (response.status() !== 200) return;
      const url = response.url();
      if (!url.startsWith('http')) return;
      this.pending.push(
        (async () => {
          // A prefetch (the sign-in files, downloaded as the page loads, never run) is not part of a load:
          // the files count when the page loads them from the cache. The whole paths count it on the wire.
          const purpose = (await response.request().allHeaders())['sec-purpose'] ?? '';
          if (purpose.includes('prefetch')) return;
          const body = await response.body();
          this.files.push({ url, origin: new URL(url).origin, kind: kindOf(response), body });
        })()
          // A body can be gone when the page navigates or closes first; it was not part of a load then.
          .catch(() => undefined),
      );
    });
  }

  /** Waits for the bodies of the responses seen so far. */
  async settled(): Promise<LoadedFile[]> {
    await Promise.all(this.pending);
    return this.files;
  }
}
