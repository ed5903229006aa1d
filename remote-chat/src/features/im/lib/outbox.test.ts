import type { ChatSendAck, ChatSendPayload } from '@portal/shared/contract';
import type { ImSendAnswer } from './engines/im-engine';
import { createOutbox, type OutboxEntry } from './outbox';

const unsent: ImSendAnswer = { ok: false, unsent: true, code: 28, msg: '' };
const entry = (clientId: string): OutboxEntry => ({
  payload: { clientId, sysChannelId: 7, msgType: 'text', msgContent: clientId },
  message: null,
});
const stored = (p: ChatSendPayload, id: number): ChatSendAck =>
  ({ ok: true, message: { id, clientId: p.clientId } }) as unknown as ChatSendAck;

function setup(answer: (p: ChatSendPayload) => ImSendAnswer) {
  const sent: string[] = [];
  const settled: string[] = [];
  const outbox = createOutbox({
    storage: localStorage,
    send: (p) => {
      sent.push(p.clientId);
      return Promise.resolve(answer(p));
    },
    settled: (e, ack) => settled.push(`${e.payload.clientId}:${ack.ok ? 'ok' : 'refused'}`),
  });
  outbox.use('42');
  return { outbox, sent, settled };
}

beforeEach(() => localStorage.clear());

test('kept while the server cannot be reached, then flushed in order, each once', async () => {
  let online = false;
  let id = 100;
  const { outbox, sent, settled } = setup((p) => (online ? stored(p, (id += 1)) : unsent));
  outbox.add(entry('a'));
  outbox.add(entry('b'));
  outbox.add(entry('a'));
  expect(await outbox.flush()).toBe('stopped');
  expect(outbox.entries().map((e) => e.payload.clientId)).toEqual(['a', 'b']);
  online = true;
  expect(await outbox.flush()).toBe('done');
  expect(await outbox.flush()).toBe('done');
  expect(sent).toEqual(['a', 'a', 'b']);
  expect(settled).toEqual(['a:ok', 'b:ok']);
  expect(outbox.entries()).toEqual([]);
});

test('a refusal settles the message (shown failed) and the queue goes on', async () => {
  const { outbox, settled } = setup((p) =>
    p.clientId === 'bad' ? ({ ok: false, code: 13, msg: 'refused' } as ImSendAnswer) : stored(p, 1),
  );
  outbox.add(entry('bad'));
  outbox.add(entry('good'));
  await outbox.flush();
  expect(settled).toEqual(['bad:refused', 'good:ok']);
});

test('the queue survives a reload, per user, and sign-out wipes it', () => {
  const first = setup(() => unsent);
  first.outbox.add(entry('kept'));
  // A new page of the same user finds it; another user does not.
  const reloaded = setup(() => unsent).outbox;
  expect(reloaded.entries().map((e) => e.payload.clientId)).toEqual(['kept']);
  reloaded.use('43');
  expect(reloaded.entries()).toEqual([]);
  reloaded.use('42');
  reloaded.wipe();
  expect(setup(() => unsent).outbox.entries()).toEqual([]);
});

test('only the channel asked for', () => {
  const { outbox } = setup(() => unsent);
  outbox.add(entry('x'));
  outbox.add({ ...entry('y'), payload: { ...entry('y').payload, sysChannelId: 8 } });
  expect(outbox.entries(8).map((e) => e.payload.clientId)).toEqual(['y']);
});
