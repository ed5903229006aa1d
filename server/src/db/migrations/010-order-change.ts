/**
 * Every statement that changes service orders, whoever runs it, tells every process (channel
 * order_change, at commit; one notice per transaction, PostgreSQL folds repeats) that the order
 * lists and counts it remembers are stale. Company names (joined into the rows) and engineers' names
 * (the engineer filter) already reach every process through user_change (migration 008).
 */
export const statements: string[] = [
  `CREATE FUNCTION service_orders_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('order_change', '');
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER service_orders_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_orders
     FOR EACH STATEMENT EXECUTE FUNCTION service_orders_announce_change()`,
];
