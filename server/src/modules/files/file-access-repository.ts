import { queryOne, type Queryable } from '../../db/database';
import { MEMBER_MAY_SEE } from '../order-core/channel-audience-sql';
import { param } from '../../lib/query-sql';
import { orderScope, projectScope, type ScopeUser } from '../../lib/scope-sql';

/**
 * Whether the file is referenced where a customer or technician may see it: an attachment of an
 * order in their scope, a receipt of one (customers only of customer-visible templates), a project
 * document of a project in their scope, or a file sent in a chat they are a member of (and may see).
 */
export async function fileReachable(db: Queryable, user: ScopeUser, fileId: number): Promise<boolean> {
  const params: unknown[] = [fileId];
  const scope = orderScope(user, params);
  const receiptVisible = user.authority === 'customer' ? 'AND t.is_customer_visible' : '';
  const projects = projectScope(user, params);
  const chatMember = `EXISTS (SELECT 1 FROM files f JOIN chat_records cr ON cr.msg_content = f.url AND cr.msg_type IN ('img', 'file', 'video')
                       JOIN chat_members m ON m.channel_id = cr.channel_id AND m.user_id = ${param(params, user.id)}
                       JOIN chat_channels c ON c.id = m.channel_id JOIN users mu ON mu.id = m.user_id
                      WHERE f.id = $1 AND ${MEMBER_MAY_SEE})`;
  const row = await queryOne(
    db,
    `SELECT 1 AS ok WHERE ${chatMember}
       OR
       EXISTS (SELECT 1 FROM service_orders o WHERE o.attachments @> jsonb_build_array(jsonb_build_object('id', $1::bigint)) AND ${scope})
       OR EXISTS (SELECT 1 FROM receipts r JOIN service_orders o ON o.id = r.service_id LEFT JOIN receipt_templates t ON t.id = r.template_id
                   WHERE r.file_id = $1 AND ${scope} ${receiptVisible})
       OR EXISTS (SELECT 1 FROM project_documents d JOIN projects p ON p.id = d.project_id WHERE d.file_id = $1 AND ${projects})`,
    params,
  );
  return row !== null;
}
