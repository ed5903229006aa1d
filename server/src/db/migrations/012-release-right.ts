/**
 * Publishing and rolling out remotes becomes a right of its own (release operator), given to nobody
 * but the demo `admin`; further holders are granted by a holder or from the command line. Each
 * version keeps the Subresource Integrity hashes of its files as published; each history step keeps
 * the address it came from; a release whose entry lies outside the deployment's allowed origins is
 * switched off at start-up (`off_reason` says why, for the releases page).
 */
export const statements: string[] = [
  `ALTER TABLE users ADD COLUMN allow_release boolean NOT NULL DEFAULT false`,
  `UPDATE users SET allow_release = true WHERE username = 'admin' AND authority = 'manager' AND NOT is_delete`,
  `ALTER TABLE frontend_versions ADD COLUMN integrity jsonb`,
  `ALTER TABLE frontend_release_history ADD COLUMN actor_address text`,
  `ALTER TABLE frontend_releases ADD COLUMN off_reason text`,
];
