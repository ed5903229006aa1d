import { randomUUID } from 'node:crypto';
import { ORDER_STATUSES, stepReaching, type OrderStatus } from '@portal/contract';
import type { Queryable } from '../db/database';
import { ensureOrderGroup, postSystemMessage, type OrderGroup } from '../modules/chat/order-group';
import { groupMemberIds } from '../modules/chat/order-group-repository';
import { orderStepText } from '../modules/chat/order-step-text';
import { storeOneMessage } from '../modules/chat/message-store-repository';
import { markChannelRead } from '../modules/chat/read-state-repository';
import { DEMO_IMAGE } from '../storage/demo-files';

interface DemoOrder {
  id: number;
  status: OrderStatus;
  serviceNo: string;
  creatorId: number;
  creatorName: string;
  engineerId: number;
}

type Say = { from: 'customer' | 'engineer' | 'dispatcher'; type: 'text' | 'img'; content: string };

/** What is said in an order's chat once it reached each status ('img' content: the demo photo). */
const SAID_AT: Partial<Record<OrderStatus, Say[]>> = {
  pendingOrders: [{ from: 'customer', type: 'text', content: '设备今早开始无法启动，麻烦尽快安排工程师' }],
  toArrive: [{ from: 'engineer', type: 'text', content: '您好，工程师已出发，预计 30 分钟到达' }],
  toCompleted: [
    { from: 'dispatcher', type: 'text', content: '请提供设备铭牌照片' },
    { from: 'engineer', type: 'img', content: '' },
  ],
  pendingAcceptance: [{ from: 'engineer', type: 'text', content: '已完工，请验收' }],
  income: [{ from: 'customer', type: 'text', content: '已验收，谢谢！' }],
};

/**
 * Demo orders past dispatch get their group chat the way the order flow makes it (`ensureOrderGroup`),
 * the system messages of the steps they went through, a few messages and an image, and read states:
 * all read, but for the company-B customer's two latest orders.
 */
export async function seedDemoChats(tx: Queryable, adminId: number, adminName: string): Promise<void> {
  const orders = await tx.query<DemoOrder>(
    `SELECT id, status, service_no AS "serviceNo", creator_id AS "creatorId", creator_name AS "creatorName", engineer_id AS "engineerId"
       FROM service_orders WHERE dispatch_time IS NOT NULL AND engineer_id IS NOT NULL ORDER BY id`,
  );
  if (orders.length === 0) return;
  const image = await tx.query<{ id: number }>(
    `WITH n AS (SELECT nextval(pg_get_serial_sequence('files', 'id')) AS id)
     INSERT INTO files (id, url, origin_name, ext, size, mime, storage_key, uploader_id)
     SELECT n.id, '/file/files/' || n.id || '/' || $1, $2, $3, $4, $5, $6, $7 FROM n RETURNING id`,
    [
      encodeURIComponent(DEMO_IMAGE.originName),
      DEMO_IMAGE.originName,
      DEMO_IMAGE.ext,
      DEMO_IMAGE.bytes.length,
      DEMO_IMAGE.mime,
      DEMO_IMAGE.key,
      orders[0].engineerId,
    ],
  );
  const imageUrl = `/file/files/${image[0].id}/${encodeURIComponent(DEMO_IMAGE.originName)}`;

  const lastB = orders.filter((o) => o.creatorId !== orders[0].creatorId);
  for (const order of orders) {
    const group: OrderGroup = await ensureOrderGroup(tx, order.id);
    await postSystemMessage(tx, group, `${adminName} 创建了工单群`, adminId, {
      kind: 'groupCreated',
      operatorName: adminName,
      serviceId: order.id,
    });
    const path = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(order.status) + 1);
    for (let i = 1; i < path.length; i += 1) {
      const step = stepReaching(path[i])!;
      await postSystemMessage(
        tx,
        group,
        orderStepText(adminName, step, path[i - 1], path[i], null),
        adminId,
        {
          kind: 'orderStep',
          operatorName: adminName,
          step,
          fromStatus: path[i - 1],
          toStatus: path[i],
          note: null,
          serviceId: order.id,
          serviceNo: order.serviceNo,
        },
      );
      for (const say of SAID_AT[path[i]] ?? []) {
        await storeOneMessage(tx, {
          msgId: randomUUID(),
          clientId: randomUUID(),
          sysChannelId: group.id,
          userId:
            say.from === 'customer' ? order.creatorId : say.from === 'engineer' ? order.engineerId : adminId,
          msgType: say.type,
          content: say.type === 'img' ? imageUrl : say.content,
          ext: JSON.stringify(
            say.type === 'img' ? { fileName: DEMO_IMAGE.originName, fileSize: DEMO_IMAGE.bytes.length } : {},
          ),
          time: Date.now(),
          remind: [],
        });
      }
    }
    const last = await tx.query<{ id: number }>(
      `SELECT max(id) AS id FROM chat_records WHERE channel_id = $1`,
      [group.id],
    );
    // The company-B customer has not read its two latest orders' chats yet (badges to see); everyone else has read all.
    const members = await groupMemberIds(tx, group.id);
    const unread =
      order.creatorId === lastB[0]?.creatorId && lastB.slice(-2).some((o) => o.id === order.id)
        ? order.creatorId
        : null;
    for (const userId of members)
      if (userId !== unread) await markChannelRead(tx, group.id, userId, Number(last[0].id));
  }

  // Spread each chat over its order's life: an hour a record from the order's creation, never in the future.
  await tx.query(
    `UPDATE chat_records r SET create_time = x.t, time = (extract(epoch FROM x.t) * 1000)::bigint
       FROM (SELECT r.id, least(o.create_time + n * interval '1 hour', now() - (total - n) * interval '1 minute') AS t
               FROM (SELECT r.id, r.channel_id, row_number() OVER w AS n, count(*) OVER (PARTITION BY r.channel_id) AS total
                       FROM chat_records r WINDOW w AS (PARTITION BY r.channel_id ORDER BY r.id)) r
               JOIN chat_channels c ON c.id = r.channel_id JOIN service_orders o ON o.id = c.service_id) x
      WHERE x.id = r.id`,
  );
  await tx.query(
    `UPDATE chat_channels c SET updated_at = (SELECT max(r.create_time) FROM chat_records r WHERE r.channel_id = c.id) WHERE c.service_id IS NOT NULL`,
  );
}
