/**
 * Published versions of each remote and the history of what was done with them (publish, canary,
 * promote, roll back, edits of a release row), with who and when.
 */
export const sql = `
CREATE TABLE frontend_versions (
  id serial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  entry text NOT NULL,
  published_by integer REFERENCES users(id),
  published_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (remote, version)
);

CREATE TABLE frontend_release_history (
  id serial PRIMARY KEY,
  remote text NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'canary', 'stopCanary', 'promote', 'rollback', 'edit')),
  version text NOT NULL,
  previous_version text,
  rollout_percent integer,
  rollout_users integer[],
  actor_id integer REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX frontend_release_history_remote ON frontend_release_history (remote, id);

INSERT INTO frontend_versions (remote, version, entry, published_at)
SELECT remote, version, entry, updated_at FROM frontend_releases ON CONFLICT (remote, version) DO NOTHING;
`;
