import { newerUnread, type ChatUnread } from '@portal/contract';
import { login, bearer, type TestApp } from './helpers/test-app';
import { chatServer, type SendAck } from './helpers/chat-server';
import { makeGroup, text } from './helpers/chat-fixtures';

type ReadAck =
  { ok: true; unreadTotal: number; unreadVersion?: number } | { ok: false; code: number; msg: string };

/*
 * A send raises a reminded member's unread total and the gateway computes that total after the
 * ack, without waiting; the member may read meanwhile, and the read's fresh total can reach the
 * member before the send's older one. The interleaving is forced here: the first unread-total
 * query after `hold()` runs at once, but its answer is kept back until `release()`.
 */
const server = chatServer();
const as = (username: string) => server.as(username);
let t: TestApp;
let held: { reached: () => void; released: Promise<void> } | null = null;

function hold() {
  let reached!: () => void;
  let release!: () => void;
  const hit = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  held = { reached, released };
  return { hit, release };
}

beforeAll(() => {
  t = server.t;
  const db = t.app.db;
  const query = db.query.bind(db);
  db.query = (async (sql: string, params?: unknown[]) => {
    const rows = await query(sql, params);
    if (held && /sum\(m\.unread_num\)/.test(sql)) {
      const current = held;
      held = null;
      current.reached();
      await current.released;
    }
    return rows;
  }) as typeof db.query;
});
afterEach(() => {
  held = null;
});

/** The total a client shows after these updates, in their order of arrival (the client's own rule). */
function shown(updates: Array<{ total: number; version?: number }>): number | null {
  let current: ChatUnread | null = null;
  for (const update of updates)
    if (newerUnread(current, update)) current = { total: update.total, version: update.version ?? 0 };
  return current?.total ?? null;
}

async function dbTotal(username: string): Promise<number> {
  const res = await t.app.inject({
    url: '/api/sys/im/unread/total',
    headers: bearer(await login(t.app, username)),
  });
  return res.json().data.total;
}

describe('unread totals computed concurrently', () => {
  it('a total computed for a send before the member read, delivered after the read, does not stick', async () => {
    const { sysChannelId } = await makeGroup(t.db);
    const admin = await as('admin');
    const customer = await as('customer');
    const gate = hold();
    const sent = await admin.call<SendAck>(
      'message:send',
      text(sysChannelId, '@张客户 请确认', { ext: { remind: ['im_customer'] } }),
    );
    if (!sent.ok) throw new Error(sent.msg);
    await customer.next('message');
    // The send's total (with this message unread) is computed, and held back.
    await gate.hit;
    const read = await customer.call<ReadAck>('message:read', { sysChannelId, msgId: sent.message.msgId });
    if (!read.ok) throw new Error(read.msg);
    const afterRead = (await customer.next('unread')).data as { total: number; version?: number };
    gate.release();
    const late = (await customer.next('unread')).data as { total: number; version?: number };

    expect(late.total).toBe(afterRead.total + 1);
    const truth = await dbTotal('customer');
    expect(read.unreadTotal).toBe(truth);
    expect(shown([afterRead, { total: read.unreadTotal, version: read.unreadVersion }, late])).toBe(truth);
  });

  it('sends and reads racing: the total shown equals the database total at the end', async () => {
    const { sysChannelId } = await makeGroup(t.db);
    const admin = await as('admin');
    const customer = await as('customer');
    const updates: Array<{ total: number; version?: number }> = [];
    customer.socket.on('unread', (data) => updates.push(data));
    let lastMsgId: string | null = null;
    // Under the sender rate limit (a burst of 20): 6 rounds of 3 sends, each with a read of the round before.
    for (let round = 0; round < 6; round += 1) {
      const reading = lastMsgId
        ? customer.call<ReadAck>('message:read', { sysChannelId, msgId: lastMsgId })
        : null;
      const sends = await Promise.all(
        [1, 2, 3].map((n) =>
          admin.call<SendAck>(
            'message:send',
            text(sysChannelId, `第${round}-${n}条`, { ext: { remind: ['im_customer'] } }),
          ),
        ),
      );
      const read = await reading;
      if (read?.ok) updates.push({ total: read.unreadTotal, version: read.unreadVersion });
      const last = sends.at(-1)!;
      if (!last.ok) throw new Error(last.msg);
      lastMsgId = last.message.msgId;
    }
    const read = await customer.call<ReadAck>('message:read', { sysChannelId, msgId: lastMsgId });
    if (read.ok) updates.push({ total: read.unreadTotal, version: read.unreadVersion });
    // 18 sends' totals and 6 reads' totals; the ack of the last read may come before some pushes.
    while (updates.length < 18 + 6 + 6) await customer.next('unread');
    const truth = await dbTotal('customer');
    expect(shown(updates)).toBe(truth);
  });
});
