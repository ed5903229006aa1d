/**
 * Order lists at a million rows: counts per company and status kept exactly by statement triggers
 * (in the transaction that inserts, moves or deletes orders, so a count never disagrees with the
 * rows), and trigram indexes for contains-search on service numbers, project and repair-user names and addresses.
 *
 * pg_trgm lives in `public` so that dropping an application schema never takes the extension (and
 * the indexes of every other schema in the database) with it. Statements are listed one by one:
 * the function body holds semicolons.
 */
const COUNTED = `SELECT customer_id, status, sum(k)::bigint AS k FROM (%ROWS%) d GROUP BY customer_id, status HAVING sum(k) <> 0 ORDER BY customer_id, status`;
const apply = (rows: string) => `
    INSERT INTO service_order_counts AS c (customer_id, status, n)
    ${COUNTED.replace('%ROWS%', rows)}
    ON CONFLICT (customer_id, status) DO UPDATE SET n = c.n + EXCLUDED.n`;

export const statements: string[] = [
  `DO $$ BEGIN
     CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
   EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
   END $$`,
  `CREATE TABLE service_order_counts (
     customer_id integer NOT NULL,
     status text NOT NULL,
     n bigint NOT NULL,
     PRIMARY KEY (customer_id, status)
   )`,
  `INSERT INTO service_order_counts (customer_id, status, n)
     SELECT customer_id, status, count(*) FROM service_orders GROUP BY customer_id, status`,
  `CREATE FUNCTION service_order_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     ${apply('SELECT customer_id, status, 1 AS k FROM new_rows')};
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION service_order_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     ${apply('SELECT customer_id, status, -1 AS k FROM old_rows UNION ALL SELECT customer_id, status, 1 FROM new_rows')};
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION service_order_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     ${apply('SELECT customer_id, status, -1 AS k FROM old_rows')};
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER service_order_counts_insert AFTER INSERT ON service_orders
     REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_order_counts_on_insert()`,
  `CREATE TRIGGER service_order_counts_update AFTER UPDATE ON service_orders
     REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_order_counts_on_update()`,
  `CREATE TRIGGER service_order_counts_delete AFTER DELETE ON service_orders
     REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_order_counts_on_delete()`,
  `CREATE INDEX service_orders_text_trgm_idx ON service_orders USING gin (
     service_no public.gin_trgm_ops, project_name public.gin_trgm_ops, repair_user_name public.gin_trgm_ops,
     repair_user_address public.gin_trgm_ops)`,
];
