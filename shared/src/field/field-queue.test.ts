import 'fake-indexeddb/auto';
import { FieldCache } from './field-cache';
import { fieldDataOwner, openFieldDb, wipeFieldData } from './field-db';
import { FieldQueue, isoWithOffset, type SendCall } from './field-queue';
import { STEP_ROUTE_NAMES } from '@portal/contract';
import { addressOf } from './address-of';
import type { AddressedCall, CallOutcome, QueuedCall, StoredCall } from './queue-types';

const step = (serviceId: number, name: keyof typeof STEP_ROUTE_NAMES): QueuedCall => ({
  route: STEP_ROUTE_NAMES[name],
  params: { id: serviceId },
  body: {},
});

const urlOfCall = (call: StoredCall) => addressOf(call).url;

/** A server that records what reached it; `answer` decides each call's outcome. */
function fakeServer(answer: (call: StoredCall, n: number) => CallOutcome = () => ({ ok: true, answer: {} })) {
  const received: Array<{ url: string; body?: Record<string, unknown>; headers: Record<string, string> }> =
    [];
  const send: SendCall = async (call, headers) => {
    received.push({ url: urlOfCall(call), body: call.body, headers });
    return answer(call, received.length);
  };
  return { received, send };
}

let dbCount = 0;
const freshUser = () => 1000 + (dbCount += 1);

test('acts replay in the order they were made, each with its own key and the time of the act', async () => {
  const queue = new FieldQueue(await openFieldDb(freshUser()));
  const claimedAt = new Date('2026-11-27T09:00:00Z');
  await queue.enqueue({ serviceId: 7, label: 'action.claim', calls: [step(7, 'claim')], actedAt: claimedAt });
  await queue.enqueue({ serviceId: 7, label: 'action.arrive', calls: [step(7, 'arrive')] });
  await queue.enqueue({ serviceId: 8, label: 'action.claim', calls: [step(8, 'claim')] });
  expect(await queue.count()).toBe(3);

  const server = fakeServer();
  expect(await queue.replay(server.send)).toEqual({ sent: 3, refused: 0, interrupted: false });
  expect(server.received.map((r) => r.url)).toEqual([
    '/api/dispatch/service/7/claim',
    '/api/dispatch/service/7/arrive',
    '/api/dispatch/service/8/claim',
  ]);
  const keys = server.received.map((r) => r.headers['Idempotency-Key']);
  expect(new Set(keys).size).toBe(3);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(server.received[0].headers['X-Acted-At']).toBe(isoWithOffset(claimedAt));
  expect(await queue.count()).toBe(0);
  expect(await queue.replay(server.send)).toEqual({ sent: 0, refused: 0, interrupted: false });
  expect(server.received).toHaveLength(3);
});

test('a lost answer is sent again with the same key; an acknowledged call is never sent again', async () => {
  const queue = new FieldQueue(await openFieldDb(freshUser()));
  const upload: AddressedCall = { method: 'POST', base: 'file', url: '/upload', body: {}, fileName: 'a.jpg' };
  const save: AddressedCall = {
    method: 'POST',
    base: 'api',
    url: '/dispatch/service/add/dispatchReceipt',
    body: { serviceId: 7 },
    from: { url: [0, 'url'] },
  };
  await queue.enqueue({ serviceId: 7, label: 'receipt.photo', calls: [upload, save] });
  // The upload is acknowledged; the save reaches the server but its answer is lost; then all is well.
  const outcomes: CallOutcome[] = [
    { ok: true, answer: { url: '/file/a.jpg' } },
    { ok: false, refused: false },
    { ok: true, answer: {} },
  ];
  const server = fakeServer((_c, n) => outcomes[n - 1]);
  expect((await queue.replay(server.send)).interrupted).toBe(true);
  expect(await queue.count()).toBe(1);
  expect(await queue.replay(server.send)).toEqual({ sent: 1, refused: 0, interrupted: false });

  expect(server.received.map((r) => r.url)).toEqual([
    '/file/upload',
    '/api/dispatch/service/add/dispatchReceipt',
    '/api/dispatch/service/add/dispatchReceipt',
  ]);
  const [uploadKey, saveKey, replayKey] = server.received.map((r) => r.headers['Idempotency-Key']);
  expect(saveKey).toBe(replayKey);
  expect(uploadKey).not.toBe(saveKey);
  expect(server.received[2].body).toEqual({ serviceId: 7, url: '/file/a.jpg' });
});

test("a refused act is kept with the server's message and holds back the later acts of its order only", async () => {
  const queue = new FieldQueue(await openFieldDb(freshUser()));
  await queue.enqueue({ serviceId: 7, label: 'action.arrive', calls: [step(7, 'arrive')] });
  await queue.enqueue({ serviceId: 7, label: 'action.complete', calls: [step(7, 'complete')] });
  await queue.enqueue({ serviceId: 8, label: 'action.claim', calls: [step(8, 'claim')] });
  const server = fakeServer((call) =>
    urlOfCall(call).endsWith('7/arrive')
      ? { ok: false, refused: true, message: '工单已改派' }
      : { ok: true, answer: {} },
  );
  expect(await queue.replay(server.send)).toEqual({ sent: 1, refused: 1, interrupted: false });
  const kept = await queue.list();
  expect(kept.map((i) => [i.label, i.state, i.message])).toEqual([
    ['action.arrive', 'refused', '工单已改派'],
    ['action.complete', 'pending', undefined],
  ]);
  // Nothing is sent again until the engineer decides.
  await queue.replay(server.send);
  expect(server.received).toHaveLength(2);

  await queue.discard(kept[0].seq as number);
  const after = fakeServer();
  await queue.replay(after.send);
  expect(after.received.map((r) => r.url)).toEqual(['/api/dispatch/service/7/complete']);
});

test('a refused act can be retried in its place', async () => {
  const queue = new FieldQueue(await openFieldDb(freshUser()));
  const { seq } = await queue.enqueue({ serviceId: 9, label: 'action.claim', calls: [step(9, 'claim')] });
  await queue.replay(fakeServer(() => ({ ok: false, refused: true, message: 'no' })).send);
  await queue.retry(seq as number);
  const server = fakeServer();
  expect(await queue.replay(server.send)).toEqual({ sent: 1, refused: 0, interrupted: false });
  expect(server.received).toHaveLength(1);
});

test('replays do not overlap: an act queued during a replay is sent by the next one, once', async () => {
  const queue = new FieldQueue(await openFieldDb(freshUser()));
  await queue.enqueue({ serviceId: 3, label: 'action.claim', calls: [step(3, 'claim')] });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const server = fakeServer();
  const slow: SendCall = async (call, headers) => {
    await held;
    return server.send(call, headers);
  };
  const first = queue.replay(slow);
  await queue.enqueue({ serviceId: 3, label: 'action.arrive', calls: [step(3, 'arrive')] });
  const [second, third] = [queue.replay(slow), queue.replay(slow)];
  expect(second).toBe(third);
  release();
  expect(await first).toEqual({ sent: 1, refused: 0, interrupted: false });
  expect(await second).toEqual({ sent: 1, refused: 0, interrupted: false });
  expect(server.received.map((r) => r.url)).toEqual([
    '/api/dispatch/service/3/claim',
    '/api/dispatch/service/3/arrive',
  ]);
  expect(await queue.count()).toBe(0);
});

test("each user has their own queue and cache; wiping keeps only the signed-in user's", async () => {
  const alice = freshUser();
  const bob = freshUser();
  const aliceDb = await openFieldDb(alice);
  await new FieldQueue(aliceDb).enqueue({ serviceId: 1, label: 'action.claim', calls: [step(1, 'claim')] });
  await new FieldCache(aliceDb).put('tasks', [{ repairUserName: '张三' }]);
  aliceDb.close();

  const bobDb = await openFieldDb(bob);
  expect(await new FieldQueue(bobDb).count()).toBe(0);
  expect(await new FieldCache(bobDb).get('tasks')).toBeNull();
  await new FieldCache(bobDb).put('tasks', [{ repairUserName: '李四' }]);
  bobDb.close();

  await wipeFieldData(bob);
  const aliceAgain = await openFieldDb(alice);
  expect(await new FieldQueue(aliceAgain).count()).toBe(0);
  expect(await new FieldCache(aliceAgain).get('tasks')).toBeNull();
  aliceAgain.close();
  const bobAgain = await openFieldDb(bob);
  expect((await new FieldCache(bobAgain).get<unknown[]>('tasks'))?.value).toEqual([
    { repairUserName: '李四' },
  ]);
  bobAgain.close();

  await wipeFieldData();
  const bobWiped = await openFieldDb(bob);
  expect(await new FieldCache(bobWiped).get('tasks')).toBeNull();
  bobWiped.close();
});

test("a sign-in's wipe of other users keeps the database the new user opens meanwhile", async () => {
  const before = freshUser();
  (await openFieldDb(before)).close();
  const signedIn = freshUser();
  // At sign-in the wipe and the keeping of the new user's details run side by side.
  const [, db] = await Promise.all([wipeFieldData(signedIn), openFieldDb(signedIn)]);
  db.close();
  expect(fieldDataOwner()).toBe(signedIn);
});

test('the cache keeps the time of the last refresh', async () => {
  const db = await openFieldDb(freshUser());
  const cache = new FieldCache(db);
  await cache.put('task:7', { id: 7 }, new Date('2026-11-27T08:30:00Z'));
  expect(await cache.get('task:7')).toEqual({ value: { id: 7 }, savedAt: '2026-11-27T08:30:00.000Z' });
});

test('the time of an act carries the phone offset', () => {
  expect(isoWithOffset(new Date('2026-11-27T09:00:00Z'))).toMatch(
    /^2026-11-27T\d\d:\d\d:00\.000[+-]\d\d:\d\d$/,
  );
});
