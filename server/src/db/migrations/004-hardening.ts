/**
 * Hardening: the login back-off looks attempts up by client address, and dispatch rights never sit
 * on a customer account (the server already ignores such a flag; this clears the ones that exist).
 */
export const sql = /* sql */ `
CREATE INDEX IF NOT EXISTS login_attempts_ip_at_idx ON login_attempts (ip, at);
UPDATE users SET allow_dispatch = false WHERE authority = 'customer' AND allow_dispatch
`;
