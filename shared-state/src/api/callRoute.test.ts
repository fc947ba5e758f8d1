import { z } from '../schemas/zod';
import { defineRoute } from '../routes';
import { gameApiOnFakeServer, json } from './fakeGameServer.testkit';

// A tab's own call (docs/contract.md, "A tab's own calls"): a declaration the shell's client has never seen,
// called through its generic `call`, with its own schemas.
const upgradePackSchema = z.object({ packId: z.string(), dfl: z.string() });
const buyUpgradePack = defineRoute({
  name: 'buyUpgradePack',
  method: 'POST',
  area: 'api',
  path: '/workflows/upgrade-pack/:packId',
  summary: 'Buys an upgrade pack with IN_GAME DFL.',
  auth: true,
  params: z.object({ packId: z.string() }),
  body: z.object({ idempotencyKey: z.string() }),
  responses: { 200: upgradePackSchema },
  errors: [400, 401, 409],
  idempotent: true,
  rateLimit: 'wallet',
});

describe('createGameApi: call', () => {
  const { server, api } = gameApiOnFakeServer();

  it('calls any declared route: path filled, token sent, answer checked against its schema', async () => {
    server.routes.set('POST /api/workflows/upgrade-pack/pack%201', (r) =>
      json(r, 200, { packId: 'pack 1', dfl: '25' }),
    );
    await expect(
      api().call(buyUpgradePack, { params: { packId: 'pack 1' }, body: { idempotencyKey: 'k-12345678' } }),
    ).resolves.toEqual({ packId: 'pack 1', dfl: '25' });
    const sent = server.seen.find((request) => request.method === 'POST');
    expect(sent?.authorization).toBe('f00d');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ idempotencyKey: 'k-12345678' });
  });

  it('refuses an answer its schema does not allow, naming the call', async () => {
    server.routes.set('POST /api/workflows/upgrade-pack/p', (r) => json(r, 200, { packId: 'p' }));
    await expect(
      api().call(buyUpgradePack, { params: { packId: 'p' }, body: { idempotencyKey: 'k-12345678' } }),
    ).rejects.toMatchObject({
      message: 'The game server answered with an unexpected response (POST /workflows/upgrade-pack/p)',
    });
  });

  it("maps a refusal to the server's own message", async () => {
    server.routes.set('POST /api/workflows/upgrade-pack/p', (r) =>
      json(r, 409, { error: 'idempotencyKey was already used for a different request' }),
    );
    await expect(
      api().call(buyUpgradePack, { params: { packId: 'p' }, body: { idempotencyKey: 'k-12345678' } }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'idempotencyKey was already used for a different request',
    });
  });
});
