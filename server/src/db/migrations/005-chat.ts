/**
 * Chat over socket.io: a sender's client id makes a retried send idempotent (one record per sender
 * and client id); files sent in a chat are found by their URL (members may read them).
 */
export const sql = /* sql */ `
ALTER TABLE chat_records ADD COLUMN IF NOT EXISTS client_id text;
CREATE UNIQUE INDEX IF NOT EXISTS chat_records_client_idx ON chat_records (from_user_id, client_id) WHERE client_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS chat_records_file_idx ON chat_records (msg_content) WHERE msg_type IN ('img', 'file', 'video')
`;
