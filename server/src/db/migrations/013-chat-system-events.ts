/**
 * System messages become events with parameters (`ext`, see ChatSystemEvent) so each reader sees
 * them in their own language. Messages written before carry a Simplified Chinese text only (or an
 * event without the names it shows): those whose text can be parsed get their event; the others
 * keep showing their text. The labels below are the Simplified Chinese ones those texts were written
 * with, frozen here on purpose.
 */
const STEPS = `(VALUES ('dispatch', '派单'), ('claim', '接单'), ('reject', '拒单'), ('arrive', '到场'), ('complete', '完工'),
  ('accept', '验收'), ('closeExpenses', '关闭支出'), ('issueSettlement', '出具结算'), ('confirm', '确认结算'), ('redispatch', '改派'),
  ('changeEngineer', '更换工程师'), ('cancel', '取消工单'), ('createChild', '创建子工单'))`;
const STATUSES = `(VALUES ('pendingDispatch', '待派单'), ('pendingOrders', '待接单'), ('toArrive', '待到场'), ('toCompleted', '待完工'),
  ('pendingAcceptance', '待验收'), ('income', '收入已关单'), ('expenses', '支出已关单'), ('pendingConfirmation', '待确认'),
  ('confirmed', '已确认'), ('cancelled', '已取消'))`;

export const statements: string[] = [
  `UPDATE chat_records
      SET ext = ext || jsonb_build_object('kind', 'groupCreated', 'operatorName', (regexp_match(msg_content, '^(.+) 创建了工单群$'))[1])
    WHERE msg_type = 'system' AND msg_content ~ '^.+ 创建了工单群$' AND coalesce(ext->>'kind', 'groupCreated') = 'groupCreated'
      AND ext->>'operatorName' IS NULL`,
  `UPDATE chat_records
      SET ext = ext || jsonb_build_object(
            'kind', 'groupInvite',
            'operatorName', (regexp_match(msg_content, '^(.+) 邀请 (.+) 加入群聊$'))[1],
            'names', to_jsonb(string_to_array((regexp_match(msg_content, '^(.+) 邀请 (.+) 加入群聊$'))[2], '、')),
            'uids', coalesce(ext->'uids', '[]'::jsonb))
    WHERE msg_type = 'system' AND msg_content ~ '^.+ 邀请 .+ 加入群聊$' AND coalesce(ext->>'kind', 'groupInvite') = 'groupInvite'
      AND ext->'names' IS NULL`,
  `WITH parsed AS (
     SELECT r.id, split_part(r.msg_content, '「', 1) AS operator, substring(r.msg_content from '「([^」]*)」') AS step_label,
            regexp_match(r.msg_content, '」：([^→（]*) → ([^（]*)') AS moved, substring(r.msg_content from '（(.*)）$') AS note,
            c.service_id, o.service_no
       FROM chat_records r JOIN chat_channels c ON c.id = r.channel_id LEFT JOIN service_orders o ON o.id = c.service_id
      WHERE r.msg_type = 'system' AND r.ext->>'kind' IS NULL AND r.msg_content ~ '^[^「]+「[^」]+」' AND c.service_id IS NOT NULL)
   UPDATE chat_records r
      SET ext = r.ext || jsonb_build_object('kind', 'orderStep', 'operatorName', p.operator, 'step', s.step, 'fromStatus', f.status,
            'toStatus', t.status, 'note', p.note, 'serviceId', p.service_id, 'serviceNo', p.service_no)
     FROM parsed p JOIN ${STEPS} AS s (step, label) ON s.label = p.step_label
          LEFT JOIN ${STATUSES} AS f (status, label) ON f.label = p.moved[1]
          LEFT JOIN ${STATUSES} AS t (status, label) ON t.label = p.moved[2]
    WHERE r.id = p.id`,
  `UPDATE chat_records r
      SET ext = r.ext || jsonb_build_object('kind', 'orderEvent', 'action', 'appointment',
            'operatorName', (regexp_match(r.msg_content, '^(.+) 修改预约时间为 (.+)$'))[1],
            'note', (regexp_match(r.msg_content, '^(.+) 修改预约时间为 (.+)$'))[2],
            'serviceId', c.service_id, 'serviceNo', o.service_no)
     FROM chat_channels c JOIN service_orders o ON o.id = c.service_id
    WHERE c.id = r.channel_id AND r.msg_type = 'system' AND r.ext->>'kind' IS NULL AND r.msg_content ~ '^.+ 修改预约时间为 .+$'`,
];
