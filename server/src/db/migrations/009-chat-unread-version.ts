/**
 * A version for each user's unread chat total, so that totals computed concurrently (a send raising
 * it, a read clearing it, in any process) can be told apart by whoever receives them out of order.
 *
 * version(user) = chat_unread_base.n + sum(chat_members.unread_changes) over the user's memberships.
 * Every change of a member's unread_num bumps that row's unread_changes in the same statement (the
 * row is locked by the update anyway, so no extra lock is taken); a deleted membership moves its
 * changes plus one into the base, and a channel deleted or restored bumps its members' rows. Read in
 * one statement with the total, the pair is one snapshot: a later commit that changed the total has
 * a strictly larger version, and equal versions mean equal totals.
 * Statements are listed one by one: the function bodies hold semicolons.
 */
export const statements: string[] = [
  `ALTER TABLE chat_members ADD COLUMN unread_changes bigint NOT NULL DEFAULT 0`,
  `CREATE TABLE chat_unread_base (
     user_id integer PRIMARY KEY,
     n bigint NOT NULL
   )`,
  `CREATE FUNCTION chat_unread_base_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO chat_unread_base AS b (user_id, n)
       SELECT user_id, sum(unread_changes + 1) FROM old_rows GROUP BY user_id ORDER BY user_id
     ON CONFLICT (user_id) DO UPDATE SET n = b.n + EXCLUDED.n;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER chat_members_unread_delete AFTER DELETE ON chat_members
     REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_unread_base_on_delete()`,
  `CREATE FUNCTION chat_unread_on_channel_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE chat_members SET unread_changes = unread_changes + 1 WHERE channel_id = NEW.id;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER chat_channels_unread_deleted AFTER UPDATE OF deleted ON chat_channels
     FOR EACH ROW WHEN (OLD.deleted IS DISTINCT FROM NEW.deleted) EXECUTE FUNCTION chat_unread_on_channel_deleted()`,
];
