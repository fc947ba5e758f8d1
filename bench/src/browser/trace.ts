import type { CDPSession } from 'playwright-core';

/**
 * A trace of the page's threads through the DevTools protocol (BENCH_PROFILE, beside the CPU profile): where
 * the main thread's time goes outside JavaScript (parsing, style, layout, paint), which scripts were compiled
 * from a code cache and which produced one, what each request was answered from. Opens in the browser's
 * developer tools (Performance panel). Where the time goes, not figures of its own.
 */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'];

export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReturnAsStream' });
}

/** Ends the trace and reads it whole (Chrome's trace event format, JSON). */
export async function stopTrace(cdp: CDPSession): Promise<string> {
  const complete = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve((event as { stream: string }).stream)),
  );
  await cdp.send('Tracing.end');
  const stream = await complete;
  let trace = '';
  for (;;) {
    const chunk = (await cdp.send('IO.read', { handle: stream })) as { data: string; eof: boolean };
    trace += chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  return trace;
}
