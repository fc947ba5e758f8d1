import { BEGUN_READS_GLOBAL, BEGUN_READS_TAKEN_WITHIN_MS } from './begunReads';
import { fetchTransport, NoAnswer } from './fetchTransport';

const FUNDS = 'https://game.example/api/p2e/funds';
const globals = window as unknown as Record<string, unknown>;

/** What the page's head leaves: each read's request and its answer. */
function begin(...reads: { url: string; token: string; method?: string; answer?: Promise<Response> }[]) {
  globals[BEGUN_READS_GLOBAL] = reads.map(({ method = 'GET', answer, ...read }) => ({
    method,
    body: undefined,
    answer: answer ?? Promise.resolve(new Response(JSON.stringify([{ mint: 'm', amount: '1' }]))),
    ...read,
  }));
}

let network: jest.Mock;
beforeEach(() => {
  network = jest.fn(async () => new Response('[]'));
  Object.assign(globalThis, { fetch: network });
  delete globals[BEGUN_READS_GLOBAL];
});
afterEach(() => jest.restoreAllMocks());

const transport = (token = 'tok', timeoutMs = 0) => fetchTransport({ getToken: () => token, timeoutMs });

describe('a read the page’s head began', () => {
  it('answers the app’s first request of it, once: the next goes to the network', async () => {
    begin({ url: FUNDS, token: 'tok' });
    const send = transport();
    expect(await send({ method: 'GET', url: FUNDS })).toEqual({
      status: 200,
      body: [{ mint: 'm', amount: '1' }],
    });
    expect(network).not.toHaveBeenCalled();
    expect(await send({ method: 'GET', url: FUNDS })).toEqual({ status: 200, body: [] });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('is not taken for another token, another address or a POST', async () => {
    begin({ url: FUNDS, token: 'old' }, { url: `${FUNDS}?x=1`, token: 'tok' });
    await transport()({ method: 'GET', url: FUNDS });
    begin({ url: FUNDS, token: 'tok' });
    await transport()({ method: 'POST', url: FUNDS, body: {} });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it(`is not taken once ${BEGUN_READS_TAKEN_WITHIN_MS} ms have passed since the page began`, async () => {
    begin({ url: FUNDS, token: 'tok' });
    jest.spyOn(performance, 'now').mockReturnValue(BEGUN_READS_TAKEN_WITHIN_MS + 1);
    await transport()({ method: 'GET', url: FUNDS });
    expect(network).toHaveBeenCalledTimes(1);
    expect(globals[BEGUN_READS_GLOBAL]).toEqual([]);
  });

  it('keeps the call’s time limit, and its failure is the call’s', async () => {
    begin({ url: FUNDS, token: 'tok', answer: new Promise<Response>(() => undefined) });
    await expect(transport('tok', 20)({ method: 'GET', url: FUNDS })).rejects.toEqual(new NoAnswer(true));
    begin({ url: FUNDS, token: 'tok', answer: Promise.reject(new TypeError('Failed to fetch')) });
    const failed = transport()({ method: 'GET', url: FUNDS });
    await expect(failed).rejects.toBeInstanceOf(NoAnswer);
    await expect(failed).rejects.toMatchObject({ timedOut: false });
    expect(network).not.toHaveBeenCalled();
  });

  it('is ignored when what the page left is not a list of reads', async () => {
    globals[BEGUN_READS_GLOBAL] = [
      { url: FUNDS, token: 'tok', method: 'GET', answer: 'not a promise' },
      null,
    ];
    await transport()({ method: 'GET', url: FUNDS });
    globals[BEGUN_READS_GLOBAL] = { url: FUNDS };
    await transport()({ method: 'GET', url: FUNDS });
    expect(network).toHaveBeenCalledTimes(2);
  });
});
