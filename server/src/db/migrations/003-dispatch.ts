/**
 * Dispatch side: tracking-record templates (dictionary types track_completion, track_visit,
 * track_content) and the indexes the dispatch station, the engineer task list and the reminder
 * scheduler read through.
 */
export const sql = /* sql */ `
INSERT INTO dictionaries (dict_type, dict_value, dict_data_name, sort) VALUES
  ('track_completion', '工程师已完工，现场设备运行正常，客户已在验收单上签字', '完工-正常', 1),
  ('track_completion', '工程师已完工，验收资料待客户补签', '完工-待补签', 2),
  ('track_completion', '已完工，更换配件后试运行 30 分钟无异常', '完工-更换配件', 3),
  ('track_visit', '回访客户：对本次服务满意', '回访-满意', 1),
  ('track_visit', '回访客户：问题未彻底解决，需要二次上门', '回访-需二次上门', 2),
  ('track_visit', '回访电话无人接听，稍后再次联系', '回访-未接通', 3),
  ('track_content', '已联系客户，约定上门时间', '已约上门', 1),
  ('track_content', '客户电话无人接听，稍后再联系', '未接通', 2),
  ('track_content', '配件已寄出，等待到货后安排上门', '等待配件', 3),
  ('track_content', '工程师已出发，预计 1 小时内到场', '工程师出发', 4);

CREATE INDEX service_orders_status_appointment_idx ON service_orders (status, appointment_time, id);
CREATE INDEX telephony_calls_service_idx ON telephony_calls (service_id, id) WHERE service_id IS NOT NULL
`;
