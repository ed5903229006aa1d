import { i18n, setLanguage, type Language } from '@portal/shared';
import '../locales';
import { previewText } from './message-preview';
import { systemText } from './system-text';

const t = (key: string, options: Record<string, string>) => i18n.t(key, options);
const step = {
  msgContent: '赵工程师「到场」：待到场 → 待完工',
  ext: {
    kind: 'orderStep',
    operatorName: '赵工程师',
    step: 'arrive',
    fromStatus: 'toArrive',
    toStatus: 'toCompleted',
    note: null,
    serviceId: 1,
    serviceNo: 'FW1',
  },
};
const invite = {
  msgContent: '郑调度 邀请 王经理、孙财务 加入群聊',
  ext: { kind: 'groupInvite', operatorName: '郑调度', names: ['王经理', '孙财务'], uids: ['a', 'b'] },
};
const created = { msgContent: '郑调度 创建了工单群', ext: { kind: 'groupCreated', operatorName: '郑调度' } };
const changed = {
  msgContent: '郑调度「更换工程师」（钱工程师）',
  ext: {
    kind: 'orderStep',
    operatorName: '郑调度',
    step: 'changeEngineer',
    fromStatus: 'toArrive',
    toStatus: 'toArrive',
    note: '钱工程师',
  },
};
const appointment = {
  msgContent: '郑调度 修改预约时间为 2026-12-01 10:30',
  ext: { kind: 'orderEvent', action: 'appointment', operatorName: '郑调度', note: '2026-12-01 10:30' },
};

const cases: Array<[Language, string[]]> = [
  [
    'zh_CN',
    [
      '赵工程师「到场」：待到场 → 待完工',
      '郑调度 邀请 王经理、孙财务 加入群聊',
      '郑调度 创建了工单群',
      '郑调度「更换工程师」（钱工程师）',
      '郑调度 修改预约时间为 2026-12-01 10:30',
    ],
  ],
  [
    'zh_TW',
    [
      '赵工程师「到場」：待到場 → 待完工',
      '郑调度 邀請 王经理、孙财务 加入群聊',
      '郑调度 建立了工單群',
      '郑调度「更換工程師」（钱工程师）',
      '郑调度 修改預約時間為 2026-12-01 10:30',
    ],
  ],
  [
    'en',
    [
      '赵工程师 · Arrival: Pending arrival → Pending completion',
      '郑调度 invited 王经理, 孙财务 to the group',
      '郑调度 created the order group',
      '郑调度 · Change engineer (钱工程师)',
      '郑调度 changed the appointment to 2026-12-01 10:30',
    ],
  ],
];

afterAll(() => setLanguage('zh_CN'));

test.each(cases)('system messages read in %s', async (lang, expected) => {
  await setLanguage(lang);
  expect([step, invite, created, changed, appointment].map((m) => systemText(m, t))).toEqual(expected);
  // The session list's preview says the same.
  expect(previewText({ msgType: 'system', ...step }, t)).toBe(expected[0]);
});

test('a message with no event it knows keeps its stored text', async () => {
  await setLanguage('en');
  expect(systemText({ msgContent: '一条旧消息', ext: {} }, t)).toBe('一条旧消息');
  expect(
    systemText({ msgContent: '未知', ext: { kind: 'orderStep', operatorName: 'x', step: 'fly' } }, t),
  ).toBe('未知');
  expect(systemText({ msgContent: '未知事件', ext: { kind: 'somethingNew', operatorName: 'x' } }, t)).toBe(
    '未知事件',
  );
  expect(previewText({ msgType: 'img', msgContent: '/file/files/1/a.png' }, t)).toBe('[Image]');
});
