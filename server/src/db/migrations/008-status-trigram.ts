/**
 * Contains-search within one status tab at a million orders: the trigram index of 006 gains the
 * status as its first column (btree_gin), so that "pendingDispatch and repair user like …" is one
 * index search whose candidates are already in the tab, instead of reading the whole tab or every
 * order that shares a trigram. A GIN index answers conditions on any subset of its columns, so
 * searches across all tabs keep using it. btree_gin lives in `public` beside pg_trgm (see 006).
 */
export const statements: string[] = [
  `DO $$ BEGIN
     CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;
   EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
   END $$`,
  `CREATE INDEX service_orders_status_text_trgm_idx ON service_orders USING gin (
     status, service_no public.gin_trgm_ops, project_name public.gin_trgm_ops, repair_user_name public.gin_trgm_ops,
     repair_user_address public.gin_trgm_ops)`,
  `DROP INDEX service_orders_text_trgm_idx`,
];
