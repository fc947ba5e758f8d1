import fs from 'node:fs';
import { AREA_PREFIX, allRoutes } from '@companion/shared-state/routes';
import { OPENAPI_FILE, OPENAPI_PATH } from '../src/http/openApi';
import { getJson, startTestServer, type TestServer } from './support/testServer';

// The HTTP reference is generated from the route declarations; the checked-in copy must be what is served.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface Operation {
  operationId: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const served = async () => (await getJson(`${server.url}${OPENAPI_PATH}`)).body as Document;

test('the checked-in openapi.json is what the game API serves (pnpm --filter @companion/game-api openapi)', async () => {
  expect(await served()).toEqual(JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')));
});

test('every declared route is in the reference with its auth, success and error answers', async () => {
  const { paths } = await served();
  for (const route of Object.values(allRoutes)) {
    const url = `${AREA_PREFIX[route.area]}${route.path}`.replace(/:([A-Za-z]+)/g, '{$1}');
    const operation = paths[url]?.[route.method.toLowerCase()];
    expect(operation?.operationId).toBe(route.name);
    expect(operation?.security !== undefined).toBe(route.auth);
    const statuses = [...Object.keys(route.responses), ...route.errors.map(String)].sort();
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(statuses);
  }
  const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
  expect(operations).toHaveLength(Object.keys(allRoutes).length);
});

test('the reference is served only with the dev routes on', async () => {
  const deployed = await startTestServer({ enableDevRoutes: false });
  try {
    expect((await getJson(`${deployed.url}${OPENAPI_PATH}`)).status).toBe(404);
  } finally {
    await deployed.stop();
  }
});
