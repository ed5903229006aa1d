import { ORDER_STATUSES } from '@portal/contract';
import type { Database, Queryable } from '../db/database';
import { queryOne } from '../db/database';
import { hashPassword } from '../modules/users/password';
import { NEXT_SERVICE_NO_SQL } from '../modules/order-core/service-no';
import { DEMO_DOCUMENTS } from '../storage/demo-files';
import { seedDemoChats } from './seed-demo-chat';

export const DEMO_PASSWORD = 'demo123456';

interface DemoUser {
  username: string;
  name: string;
  authority: 'manager' | 'customer' | 'technician';
  allowDispatch?: boolean;
  company?: 'A' | 'B';
  jobId?: number;
  deptId?: number;
  phone?: string;
  telephone?: string;
}

const USERS: DemoUser[] = [
  {
    username: 'admin',
    name: '系统管理员',
    authority: 'manager',
    allowDispatch: true,
    jobId: 39,
    deptId: 10,
    phone: '13800000001',
    telephone: '010-88880001',
  },
  { username: 'manager', name: '王经理', authority: 'manager', jobId: 38, deptId: 12, phone: '13800000002' },
  { username: 'customer', name: '张客户', authority: 'customer', company: 'A', phone: '13900000001' },
  { username: 'customer2', name: '李客户', authority: 'customer', company: 'B', phone: '13900000002' },
  {
    username: 'engineer',
    name: '赵工程师',
    authority: 'technician',
    jobId: 18,
    deptId: 20,
    phone: '13700000001',
  },
  {
    username: 'engineer2',
    name: '钱工程师',
    authority: 'technician',
    jobId: 18,
    deptId: 20,
    phone: '13700000002',
  },
  { username: 'finance', name: '孙财务', authority: 'manager', jobId: 40, deptId: 18, phone: '13600000001' },
  { username: 'sales', name: '周销售', authority: 'manager', jobId: 30, deptId: 16, phone: '13600000002' },
  { username: 'pm', name: '吴项目经理', authority: 'manager', jobId: 38, deptId: 12, phone: '13600000003' },
  {
    username: 'dispatcher',
    name: '郑调度',
    authority: 'manager',
    allowDispatch: true,
    jobId: 13,
    deptId: 10,
    phone: '13600000004',
  },
];

/** Timestamps an order in a status has reached (each later step implies the earlier ones). */
const REACHED: Record<string, string[]> = {
  pendingOrders: ['dispatch_time'],
  toArrive: ['dispatch_time'],
  toCompleted: ['dispatch_time', 'arrive_time'],
  pendingAcceptance: ['dispatch_time', 'arrive_time', 'completion_time'],
  income: ['dispatch_time', 'arrive_time', 'completion_time', 'acceptance_time', 'income_time'],
  expenses: [
    'dispatch_time',
    'arrive_time',
    'completion_time',
    'acceptance_time',
    'income_time',
    'expenses_time',
  ],
  pendingConfirmation: [
    'dispatch_time',
    'arrive_time',
    'completion_time',
    'acceptance_time',
    'income_time',
    'expenses_time',
    'settlement_time',
  ],
  confirmed: [
    'dispatch_time',
    'arrive_time',
    'completion_time',
    'acceptance_time',
    'income_time',
    'expenses_time',
    'settlement_time',
    'confirm_time',
  ],
};

async function id(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await tx.query<{ id: number }>(sql, params))[0].id;
}

/** Demo data for trying the portal: idempotent (runs once per database). */
export async function seedDemo(db: Database): Promise<boolean> {
  const seeded = await queryOne(db, `SELECT 1 FROM settings WHERE key = 'demo_seeded'`);
  if (seeded) return false;
  const hash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO settings (key, value) VALUES ('demo_seeded', now()::text)`);
    const companyA = await id(
      tx,
      `INSERT INTO customer_companies (name, contact_name, contact_phone, address) VALUES ($1,$2,$3,$4) RETURNING id`,
      ['华东智能制造有限公司', '张客户', '13900000001', '上海市浦东新区张江路 100 号'],
    );
    const companyB = await id(
      tx,
      `INSERT INTO customer_companies (name, contact_name, contact_phone, address) VALUES ($1,$2,$3,$4) RETURNING id`,
      ['华南连锁零售集团', '李客户', '13900000002', '广东省深圳市南山区科技园 8 号'],
    );
    const companies = { A: companyA, B: companyB };

    const userIds: Record<string, number> = {};
    for (const u of USERS) {
      userIds[u.username] = await id(
        tx,
        `INSERT INTO users (username, password_hash, name, authority, allow_dispatch, customer_id, job_id, dept_id, phone, telephone, im_uid, im_pwd, roles)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING id`,
        [
          u.username,
          hash,
          u.name,
          u.authority,
          !!u.allowDispatch,
          u.company ? companies[u.company] : null,
          u.jobId ?? null,
          u.deptId ?? null,
          u.phone ?? null,
          u.telephone ?? null,
          `im_${u.username}`,
          null,
          [u.authority],
        ],
      );
    }
    await tx.query(`UPDATE users SET status = 'left' WHERE username = 'engineer2'`);
    // The one release operator of the demo (migration 012 gives it to an admin that existed before).
    await tx.query(`UPDATE users SET allow_release = true WHERE username = 'admin'`);

    const projects: Array<{
      id: number;
      name: string;
      company: number;
      contents: Array<{ id: number; name: string }>;
    }> = [];
    for (const [company, names] of [
      [companyA, ['华东产线设备维保', '办公网络运维']],
      [companyB, ['门店 POS 维修']],
    ] as const) {
      for (const name of names) {
        const projectId = await id(
          tx,
          `INSERT INTO projects (name, customer_id, code) VALUES ($1,$2,$3) RETURNING id`,
          [name, company, `P${company}${projects.length + 1}`],
        );
        const contents = [];
        for (const content of ['设备维修', '上门安装', '巡检保养']) {
          contents.push({
            id: await id(tx, `INSERT INTO service_contents (project_id, name) VALUES ($1,$2) RETURNING id`, [
              projectId,
              content,
            ]),
            name: content,
          });
        }
        await tx.query(
          `INSERT INTO project_guidelines (project_id, content, sort) VALUES ($1,$2,1),($1,$3,2)`,
          [projectId, '到场前请与联系人确认时间', '完工后请上传现场照片与验收单'],
        );
        for (const content of contents) {
          await tx.query(
            `INSERT INTO receipt_templates (service_content_id, name, is_customer_visible, is_engineer_visible, sort) VALUES ($1,'现场照片',true,true,1),($1,'验收单',true,true,2),($1,'设备铭牌',false,true,3)`,
            [content.id],
          );
        }
        projects.push({ id: projectId, name, company, contents });
      }
    }

    const repairUsers: Record<
      number,
      Array<{ id: number; name: string; contact: string; phone: string; address: string }>
    > = { [companyA]: [], [companyB]: [] };
    for (const [company, name, contact, phone, region, detail] of [
      [companyA, '张江一号工厂', '陈主管', '13911110001', ['31', '3101', '310115'], '张江路 100 号 2 号楼'],
      [companyA, '金桥仓库', '林仓管', '13911110002', ['31', '3101', '310115'], '金桥路 55 号'],
      [companyB, '南山旗舰店', '黄店长', '13922220001', ['44', '4403', '440305'], '科技园南路 8 号'],
    ] as const) {
      const regionText = company === companyA ? '上海市 市辖区 浦东新区' : '广东省 深圳市 南山区';
      const repairId = await id(
        tx,
        `INSERT INTO repair_users (customer_id, name, repair_no, contact_name, contact_phone, region_codes, region_text, address_detail) VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id`,
        [
          company,
          name,
          `R${Math.abs(company * 1000 + name.length)}`,
          contact,
          phone,
          [...region],
          regionText,
          detail,
        ],
      );
      repairUsers[company].push({ id: repairId, name, contact, phone, address: `${regionText} ${detail}` });
    }

    const creators: Record<number, { id: number; name: string }> = {
      [companyA]: { id: userIds.customer, name: '张客户' },
      [companyB]: { id: userIds.customer2, name: '李客户' },
    };
    let n = 0;
    for (const status of ORDER_STATUSES) {
      for (const project of [projects[0], projects[1], projects[2]]) {
        n += 1;
        const repair = repairUsers[project.company][n % repairUsers[project.company].length];
        const content = project.contents[n % project.contents.length];
        const engineer = status === 'pendingDispatch' ? null : { id: userIds.engineer, name: '赵工程师' };
        const reached = REACHED[status] ?? [];
        const dayOffset = 30 - n;
        const times = [
          'dispatch_time',
          'arrive_time',
          'completion_time',
          'acceptance_time',
          'income_time',
          'expenses_time',
          'settlement_time',
          'confirm_time',
        ];
        const values = times.map((column, i) =>
          reached.includes(column)
            ? `now() - interval '${dayOffset} days' + interval '${i + 1} hours'`
            : 'NULL',
        );
        const serviceId = await id(
          tx,
          `INSERT INTO service_orders (service_no, status, customer_id, project_id, project_name, service_content_id, service_content,
             repair_user_id, repair_user_name, repair_no, repair_user_address, contact_name, contact_phone, fault_description,
             engineer_id, engineer_name, engineer_company_name, creator_id, creator_name, dispatcher_id, appointment_time, create_time,
             ${times.join(', ')})
           VALUES (${NEXT_SERVICE_NO_SQL}, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
             now() - interval '${dayOffset} days' + interval '1 day', now() - interval '${dayOffset} days', ${values.join(', ')})
           RETURNING id`,
          [
            status,
            project.company,
            project.id,
            project.name,
            content.id,
            content.name,
            repair.id,
            repair.name,
            `R-${n}`,
            repair.address,
            repair.contact,
            repair.phone,
            `演示工单 ${n}：设备无法正常启动，需要上门检查`,
            engineer?.id ?? null,
            engineer?.name ?? null,
            engineer ? '服务一部' : null,
            creators[project.company].id,
            creators[project.company].name,
            engineer ? userIds.admin : null,
          ],
        );
        await tx.query(
          `INSERT INTO order_timeline (service_id, action, from_status, to_status, operator_id, operator_name, created_at)
           VALUES ($1, 'create', NULL, 'pendingDispatch', $2, $3, now() - interval '${dayOffset} days')`,
          [serviceId, creators[project.company].id, creators[project.company].name],
        );
        const path = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(status) + 1);
        for (let i = 1; i < path.length; i += 1) {
          await tx.query(
            `INSERT INTO order_timeline (service_id, action, from_status, to_status, operator_id, operator_name, created_at)
             VALUES ($1, $2, $3, $4, $5, '系统管理员', now() - interval '${dayOffset} days' + interval '${i} hours')`,
            [serviceId, path[i], path[i - 1], path[i], userIds.admin],
          );
        }
        if (['pendingConfirmation', 'confirmed', 'income', 'expenses'].includes(status)) {
          await tx.query(
            `INSERT INTO fee_rows (service_id, kind, sort_id, fee_index, end_range, amount) VALUES ($1,'income',1,'上门服务费',NULL,300),($1,'income',2,'配件费',NULL,120.5),($1,'expense',1,'工程师劳务',NULL,180)`,
            [serviceId],
          );
        }
      }
    }

    for (const [type, values] of [
      [
        'im_fast_script',
        [
          '您好，工程师已出发，预计 30 分钟到达',
          '请提供设备铭牌照片',
          '已完工，请验收',
          '配件已寄出，请注意查收',
        ],
      ],
    ] as const) {
      let sort = 0;
      for (const value of values) {
        sort += 1;
        await tx.query(
          `INSERT INTO dictionaries (dict_type, dict_value, dict_data_name, sort) VALUES ($1,$2,$2,$3)`,
          [type, value, sort],
        );
      }
    }
    for (const [name, code] of [
      ['顺丰速运', 'SF'],
      ['京东物流', 'JD'],
      ['中通快递', 'ZTO'],
      ['圆通速递', 'YTO'],
      ['EMS', 'EMS'],
    ]) {
      await tx.query(`INSERT INTO courier_companies (name, code) VALUES ($1,$2)`, [name, code]);
    }
    await tx.query(
      `INSERT INTO system_announcements (title, content, publisher_id, publisher_name, publish_time) VALUES
       ($1,$2,$5,'系统管理员', now() - interval '3 days'), ($3,$4,$5,'系统管理员', now() - interval '1 day')`,
      [
        '春节期间服务安排',
        '春节期间（2 月 9 日至 2 月 17 日）工程师值班，紧急工单请电话联系调度。\n其他工单节后依次处理。',
        '服务门户上线公告',
        '服务工单门户正式上线，可在线下单、查询工单进度、对账结算。',
        userIds.admin,
      ],
    );
    for (const username of ['customer', 'customer2', 'admin']) {
      await tx.query(
        `INSERT INTO notices (user_id, title, content, repair_user_name) VALUES ($1, $2, $3, $4)`,
        [
          userIds[username],
          '欢迎使用服务工单门户',
          '您可以在工作台查看工单概况，在工单查询中跟踪进度。',
          null,
        ],
      );
    }

    // Project documents (their bytes are written by the file storage on first read), accessories and tracking records.
    for (const [i, doc] of DEMO_DOCUMENTS.entries()) {
      const fileId = await id(
        tx,
        `WITH n AS (SELECT nextval(pg_get_serial_sequence('files', 'id')) AS id)
         INSERT INTO files (id, url, origin_name, ext, size, mime, storage_key, uploader_id)
         SELECT n.id, '/file/files/' || n.id || '/' || $1, $2, $3, $4, 'text/plain', $5, $6 FROM n RETURNING id`,
        [
          encodeURIComponent(doc.originName),
          doc.originName,
          doc.ext,
          Buffer.byteLength(doc.content),
          doc.key,
          userIds.admin,
        ],
      );
      const url = `/file/files/${fileId}/${encodeURIComponent(doc.originName)}`;
      const targets =
        i === 0
          ? [
              { project: projects[0], content: projects[0].contents[0].id },
              { project: projects[2], content: projects[2].contents[0].id },
            ]
          : [{ project: projects[0], content: null }];
      for (const target of targets) {
        await tx.query(
          `INSERT INTO project_documents (project_id, service_content_id, file_id, file_path, origin_name, ext) VALUES ($1,$2,$3,$4,$5,$6)`,
          [target.project.id, target.content, fileId, url, doc.originName, doc.ext],
        );
      }
    }
    const courier = await id(tx, `SELECT id FROM courier_companies WHERE code = 'SF'`, []);
    for (const company of [companyA, companyB]) {
      const order = await id(
        tx,
        `SELECT id FROM service_orders WHERE customer_id = $1 AND status = 'toCompleted' ORDER BY id LIMIT 1`,
        [company],
      );
      const sent = await id(
        tx,
        `INSERT INTO accessories (service_id, customer_id, courier_company_id, courier_no, remark, status, created_by, created_at, sent_at)
         VALUES ($1, $2, $3, $4, '更换主板，请工程师到场后安装', 'sent', $5, now() - interval '2 days', now() - interval '2 days') RETURNING id`,
        [order, company, courier, `SF${1000000000 + order}`, userIds.admin],
      );
      await tx.query(
        `INSERT INTO accessory_lines (accessory_id, name, model, quantity) VALUES ($1, '主板', 'MB-200', 1), ($1, '电源模块', 'PW-12V', 2)`,
        [sent],
      );
      const requested = await id(
        tx,
        `INSERT INTO accessories (service_id, customer_id, remark, status, created_by) VALUES ($1, $2, '补发螺丝包', 'requested', $3) RETURNING id`,
        [order, company, creators[company].id],
      );
      await tx.query(
        `INSERT INTO accessory_lines (accessory_id, name, model, quantity) VALUES ($1, '螺丝包', NULL, 3)`,
        [requested],
      );
      await tx.query(
        `INSERT INTO tracking_records (service_id, engineer_id, content, contact_time, creator_id, creator_name, is_customer_visibility, is_engineer_visible)
         VALUES ($1, $2, '已联系客户，约定明早上门', now() - interval '1 day', $3, '系统管理员', true, true),
                ($1, $2, '内部备注：配件库存紧张，优先调拨', now() - interval '20 hours', $3, '系统管理员', false, false)`,
        [order, userIds.engineer, userIds.admin],
      );
    }
    await seedDemoChats(tx, userIds.admin, '系统管理员');
  });
  return true;
}
