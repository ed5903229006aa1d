/**
 * Offline replays. `idempotency_keys` keeps, per user and `Idempotency-Key`, the fingerprint of the
 * first request (method, URL, body hash) and, once it has finished, its answer (status, the headers
 * that matter, body) for 24 hours; inserting the row is the lock that lets exactly one of several
 * server processes run the request. The acted-at columns keep the phone's time of an act beside the
 * time it reached the server (`created_at`): timeline rows, receipts, the lack-receipt note, and the
 * capture time of an uploaded file (the watermark's time).
 */
export const statements: string[] = [
  `CREATE TABLE idempotency_keys (
     user_id integer NOT NULL,
     key text NOT NULL,
     method text NOT NULL,
     url text NOT NULL,
     body_hash text NOT NULL,
     state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done')),
     status integer,
     headers jsonb,
     body text,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, key)
   )`,
  `CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`,
  `ALTER TABLE order_timeline ADD COLUMN acted_at timestamptz`,
  `ALTER TABLE receipts ADD COLUMN acted_at timestamptz`,
  `ALTER TABLE files ADD COLUMN captured_at timestamptz`,
  `ALTER TABLE service_orders ADD COLUMN lack_receipt_acted_at timestamptz`,
];
