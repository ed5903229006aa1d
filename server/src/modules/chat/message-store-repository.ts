import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { MEMBER_MAY_SEE } from '../order-core/channel-audience-sql';
import { ENGINEER_MEMBER_TYPE } from './member-type';

/** One message to store, checked and ready. */
export interface StoreRequest {
  msgId: string;
  clientId: string;
  sysChannelId: number;
  userId: number;
  msgType: string;
  content: string;
  /** JSON of the ext the client may set (file name and size). */
  ext: string;
  time: number;
  remind: string[];
}

/** What storing answered for one message: null when the sender may not send there. */
export interface StoredRow {
  chatId: string;
  chatType: 'chat' | 'groupchat';
  serviceId: number | null;
  uid: string;
  name: string;
  toUserId: string;
  others: number;
  /** Null when the client id was already stored (a retried send). */
  id: number | null;
  createTime: string | null;
  ext: Record<string, unknown> | string | null;
  raised: number[] | null;
}

/*
 * Every message of the batch in one statement, so one round trip and one commit for all of them:
 * the row locks of their channels first, in id order (a channel's records then get their ids in the
 * order they commit, so members receive them and `sync` answers them in id order); each sender must
 * be a member who may see the channel; then the records in arrival order, the unread counts the rule
 * raises (summed per member: a row is updated once per statement), each sender's own read mark and
 * the channels' activity. A client id already stored, or sent twice in the batch, is stored once.
 */
const STORE_BATCH = `
WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::int[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::text[])
    WITH ORDINALITY AS i(msg_id, client_id, channel_id, user_id, msg_type, content, ext, time, remind, ord)),
locked AS (SELECT c.id FROM chat_channels c WHERE c.id IN (SELECT channel_id FROM input) AND NOT c.deleted ORDER BY c.id FOR UPDATE),
calc AS (
  SELECT i.*, c.channel_id AS chat_id, c.type, c.service_id, m.uid, mu.name, m.type = $10 AS is_engineer,
         ARRAY(SELECT DISTINCT o.uid FROM chat_members o
                WHERE o.channel_id = i.channel_id AND o.user_id <> i.user_id
                  AND o.uid IN (SELECT jsonb_array_elements_text(i.remind::jsonb)) ORDER BY o.uid) AS remind_list,
         CASE WHEN c.type = 'chat'
              THEN coalesce((SELECT o.uid FROM chat_members o WHERE o.channel_id = i.channel_id AND o.user_id <> i.user_id ORDER BY o.id LIMIT 1), c.channel_id)
              ELSE c.channel_id END AS to_user,
         (SELECT count(*) FROM chat_members o WHERE o.channel_id = i.channel_id AND o.user_id <> i.user_id)::int AS others
    FROM input i JOIN locked l ON l.id = i.channel_id JOIN chat_channels c ON c.id = i.channel_id
    JOIN chat_members m ON m.channel_id = c.id AND m.user_id = i.user_id JOIN users mu ON mu.id = m.user_id
   WHERE ${MEMBER_MAY_SEE}),
r AS (
  INSERT INTO chat_records (msg_id, client_id, channel_id, group_id, from_user_id, to_user_id, msg_type, msg_content, chat_type, ext, time)
  SELECT calc.msg_id, calc.client_id, calc.channel_id, calc.chat_id, calc.user_id, calc.to_user, calc.msg_type, calc.content, calc.type,
         calc.ext::jsonb || jsonb_build_object('isEngineer', calc.is_engineer)
           || CASE WHEN cardinality(calc.remind_list) > 0 THEN jsonb_build_object('remind', to_jsonb(calc.remind_list)) ELSE '{}'::jsonb END,
         calc.time
    FROM calc ORDER BY calc.ord
  ON CONFLICT (from_user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
  RETURNING id, msg_id, ext, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"),
hits AS (
  SELECT m.id AS member_id, m.user_id, calc.ord, m.user_id = calc.user_id AS own, r.id AS record_id
    FROM r JOIN calc ON calc.msg_id = r.msg_id
    JOIN chat_members m ON m.channel_id = calc.channel_id AND (m.user_id = calc.user_id OR calc.is_engineer OR m.uid = ANY(calc.remind_list))),
u AS (
  UPDATE chat_members m
     SET unread_num = m.unread_num + h.n,
         unread_changes = m.unread_changes + h.n,
         last_read_record_id = CASE WHEN h.own_last IS NULL THEN m.last_read_record_id ELSE greatest(coalesce(m.last_read_record_id, 0), h.own_last) END
    FROM (SELECT member_id, (count(*) FILTER (WHERE NOT own))::int AS n, max(record_id) FILTER (WHERE own) AS own_last FROM hits GROUP BY member_id) h
   WHERE m.id = h.member_id
  RETURNING m.id),
touched AS (
  UPDATE chat_channels SET updated_at = now() WHERE id IN (SELECT calc.channel_id FROM r JOIN calc ON calc.msg_id = r.msg_id) RETURNING id)
SELECT calc.ord, calc.chat_id AS "chatId", calc.type AS "chatType", calc.service_id AS "serviceId", calc.uid, calc.name,
       calc.to_user AS "toUserId", calc.others, r.id, r."createTime", r.ext,
       (SELECT array_agg(h.user_id) FROM hits h WHERE h.ord = calc.ord AND NOT h.own) AS raised
  FROM calc LEFT JOIN r ON r.msg_id = calc.msg_id`;

/** Stores the batch's messages by one statement (see STORE_BATCH); each row carries its message's 1-based `ord`. */
export const storeMessageBatch = (db: Queryable, requests: StoreRequest[]) => {
  const column = <T>(pick: (r: StoreRequest) => T) => requests.map(pick);
  return db.query<StoredRow & { ord: number | string }>(STORE_BATCH, [
    column((r) => r.msgId),
    column((r) => r.clientId),
    column((r) => r.sysChannelId),
    column((r) => r.userId),
    column((r) => r.msgType),
    column((r) => r.content),
    column((r) => r.ext),
    column((r) => r.time),
    column((r) => JSON.stringify(r.remind)),
    ENGINEER_MEMBER_TYPE,
  ]);
};

/** One message by itself: when its batch failed as a whole. */
export function storeOneMessage(db: Queryable, r: StoreRequest): Promise<StoredRow | null> {
  /*
   * One statement, so one round trip and atomic without a transaction: the channel's row lock first
   * (a channel's records then get their ids in the order they commit, so members receive them and
   * `sync` answers them in id order); the sender must be a member who may see the channel; then the
   * record, the unread counts the rule raises, the sender's own read mark and the channel's activity.
   */
  return queryOne<StoredRow>(
    db,
    `WITH ch AS (SELECT c.id, c.channel_id, c.type, c.service_id, c.deleted FROM chat_channels c WHERE c.id = $3 AND NOT c.deleted FOR UPDATE),
     me AS (SELECT m.uid, mu.name, m.type FROM ch c JOIN chat_members m ON m.channel_id = c.id AND m.user_id = $4 JOIN users mu ON mu.id = m.user_id
             WHERE ${MEMBER_MAY_SEE}),
     others AS (SELECT x.id, x.uid FROM chat_members x WHERE x.channel_id = $3 AND x.user_id <> $4 AND EXISTS (SELECT 1 FROM me)),
     calc AS (
       SELECT ch.channel_id, ch.type, ch.service_id, me.uid, me.name, me.type = $9 AS is_engineer,
              ARRAY(SELECT DISTINCT o.uid FROM others o WHERE o.uid = ANY($10::text[]) ORDER BY o.uid) AS remind,
              CASE WHEN ch.type = 'chat' THEN coalesce((SELECT o.uid FROM others o ORDER BY o.id LIMIT 1), ch.channel_id) ELSE ch.channel_id END AS to_user,
              (SELECT count(*) FROM others)::int AS others
         FROM ch, me),
     r AS (
       INSERT INTO chat_records (msg_id, client_id, channel_id, group_id, from_user_id, to_user_id, msg_type, msg_content, chat_type, ext, time)
       SELECT $1, $2, $3, calc.channel_id, $4, calc.to_user, $5, $6, calc.type,
              $7::jsonb || jsonb_build_object('isEngineer', calc.is_engineer)
                || CASE WHEN cardinality(calc.remind) > 0 THEN jsonb_build_object('remind', to_jsonb(calc.remind)) ELSE '{}'::jsonb END,
              $8
         FROM calc
       ON CONFLICT (from_user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
       RETURNING id, ext, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"),
     u AS (
       UPDATE chat_members m
          SET unread_num = m.unread_num + CASE WHEN m.user_id = $4 THEN 0 ELSE 1 END,
              unread_changes = m.unread_changes + CASE WHEN m.user_id = $4 THEN 0 ELSE 1 END,
              last_read_record_id = CASE WHEN m.user_id = $4 THEN greatest(coalesce(m.last_read_record_id, 0), r.id) ELSE m.last_read_record_id END
         FROM r, calc WHERE m.channel_id = $3 AND (m.user_id = $4 OR calc.is_engineer OR m.uid = ANY(calc.remind))
       RETURNING m.user_id),
     touched AS (UPDATE chat_channels SET updated_at = now() FROM r WHERE chat_channels.id = $3 RETURNING chat_channels.id)
     SELECT calc.channel_id AS "chatId", calc.type AS "chatType", calc.service_id AS "serviceId", calc.uid, calc.name,
            calc.to_user AS "toUserId", calc.others, r.id, r."createTime", r.ext,
            (SELECT array_agg(u.user_id) FROM u WHERE u.user_id <> $4) AS raised
       FROM calc LEFT JOIN r ON true`,
    [
      r.msgId,
      r.clientId,
      r.sysChannelId,
      r.userId,
      r.msgType,
      r.content,
      r.ext,
      r.time,
      ENGINEER_MEMBER_TYPE,
      r.remind,
    ],
  );
}

/** Marks the channel active; also takes its row lock until the transaction ends. */
export async function touchChannel(db: Queryable, sysChannelId: number): Promise<void> {
  await db.query('UPDATE chat_channels SET updated_at = now() WHERE id = $1', [sysChannelId]);
}

/** A system message to store in a group. */
export interface SystemRecord {
  msgId: string;
  sysChannelId: number;
  /** The group's chatId. */
  chatId: string;
  fromUserId: number | null;
  content: string;
  /** JSON of the message's ext. */
  ext: string;
  time: number;
}

/** Stores a system message in the group's records; answers its id and time and its sender's imUid and name. */
export const insertSystemRecord = (db: Queryable, r: SystemRecord) =>
  queryOne<{ id: number; createTime: string; fromImUid: string | null; fromName: string | null }>(
    db,
    `WITH r AS (
       INSERT INTO chat_records (msg_id, channel_id, group_id, from_user_id, to_user_id, msg_type, msg_content, chat_type, ext, time)
       VALUES ($1, $2, $3, $4, $3, 'system', $5, 'groupchat', $6::jsonb, $7)
       RETURNING id, from_user_id, create_time)
     SELECT r.id, to_char(r.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
            coalesce(u.im_uid, 'u' || u.id) AS "fromImUid", u.name AS "fromName"
       FROM r LEFT JOIN users u ON u.id = r.from_user_id`,
    [r.msgId, r.sysChannelId, r.chatId, r.fromUserId, r.content, r.ext, r.time],
  );

/**
 * Frees a sender's client id whose message is older than `beforeTime` (epoch ms): client ids are
 * kept 24 hours, after which the id names a new message.
 */
export async function releaseClientId(
  db: Queryable,
  userId: number,
  clientId: string,
  beforeTime: number,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE chat_records SET client_id = NULL WHERE from_user_id = $1 AND client_id = $2 AND time < $3 RETURNING id',
    [userId, clientId, beforeTime],
  );
  return rows.length > 0;
}
