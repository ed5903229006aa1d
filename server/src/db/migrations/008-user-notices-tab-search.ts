/**
 * Every change to a user row, and a company's new name, reaches every process's session cache
 * (channel user_change of session-cache.ts: a list of user ids, or anything else to drop every
 * entry), whoever makes it, since the cached session carries the user's info.
 *
 * Contains-search within one status tab at a million orders: the trigram index of 006 gains the
 * status as its first column (btree_gin), so that "pendingDispatch and repair user like …" is one
 * index search whose candidates are already in the tab, instead of reading the whole tab or every
 * order that shares a trigram. A GIN index answers conditions on any subset of its columns, so
 * searches across all tabs keep using it. btree_gin lives in `public` beside pg_trgm (see 006).
 */
export const statements: string[] = [
  `CREATE FUNCTION users_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('user_change', json_build_object('userIds', json_build_array(OLD.id))::text);
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION users_announce_change()`,
  `CREATE FUNCTION companies_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('user_change', '{}');
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER companies_announce_change AFTER UPDATE OF name OR DELETE ON customer_companies
     FOR EACH STATEMENT EXECUTE FUNCTION companies_announce_change()`,
  `DO $$ BEGIN
     CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;
   EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
   END $$`,
  `CREATE INDEX service_orders_status_text_trgm_idx ON service_orders USING gin (
     status, service_no public.gin_trgm_ops, project_name public.gin_trgm_ops, repair_user_name public.gin_trgm_ops,
     repair_user_address public.gin_trgm_ops)`,
  `DROP INDEX service_orders_text_trgm_idx`,
];
