import { addMessages } from '../i18n';

export const ORDER_KIT_NS = 'orderKit';

const zhCN = {
  filter: {
    textPlaceholder: '请输入',
    timeStart: '开始时间',
    timeEnd: '结束时间',
    expand: '展开',
    collapse: '收起',
  },
  timeline: {
    label: '状态记录',
    change: '{{from}} → {{to}}',
    note: '备注：{{note}}',
    action: {
      statusChange: '状态变更',
      create: '创建工单',
      appointment: '修改预约时间',
      call: '呼叫',
      objection: '提出异议',
      updateContact: '修改报修信息',
    },
  },
  fees: {
    sortId: '序号',
    feeIndex: '费用项',
    endRange: '区间上限',
    amount: '金额（元）',
    total: '合计',
    none: '暂无费用',
  },
  accessory: {
    createTime: '申请时间',
    courier: '快递',
    notShipped: '尚未发货',
    receiver: '收件人',
    creator: '申请人',
    none: '暂无配件',
    status: { requested: '待发货', sent: '已发货', received: '已签收' },
  },
};

export type OrderKitMessages = typeof zhCN;

const zhTW: OrderKitMessages = {
  filter: {
    textPlaceholder: '請輸入',
    timeStart: '開始時間',
    timeEnd: '結束時間',
    expand: '展開',
    collapse: '收起',
  },
  timeline: {
    label: '狀態記錄',
    change: '{{from}} → {{to}}',
    note: '備註：{{note}}',
    action: {
      statusChange: '狀態變更',
      create: '建立工單',
      appointment: '修改預約時間',
      call: '呼叫',
      objection: '提出異議',
      updateContact: '修改報修資訊',
    },
  },
  fees: {
    sortId: '序號',
    feeIndex: '費用項',
    endRange: '區間上限',
    amount: '金額（元）',
    total: '合計',
    none: '暫無費用',
  },
  accessory: {
    createTime: '申請時間',
    courier: '快遞',
    notShipped: '尚未出貨',
    receiver: '收件人',
    creator: '申請人',
    none: '暫無配件',
    status: { requested: '待出貨', sent: '已出貨', received: '已簽收' },
  },
};

const en: OrderKitMessages = {
  filter: {
    textPlaceholder: 'Enter',
    timeStart: 'Start time',
    timeEnd: 'End time',
    expand: 'More filters',
    collapse: 'Fewer filters',
  },
  timeline: {
    label: 'Status history',
    change: '{{from}} → {{to}}',
    note: 'Note: {{note}}',
    action: {
      statusChange: 'Status change',
      create: 'Order placed',
      appointment: 'Appointment changed',
      call: 'Call',
      objection: 'Objection raised',
      updateContact: 'Repair user details changed',
    },
  },
  fees: {
    sortId: 'No.',
    feeIndex: 'Fee item',
    endRange: 'Range end',
    amount: 'Amount (CNY)',
    total: 'Total',
    none: 'No fees',
  },
  accessory: {
    createTime: 'Requested at',
    courier: 'Courier',
    notShipped: 'Not shipped yet',
    receiver: 'Receiver',
    creator: 'Requested by',
    none: 'No parts',
    status: { requested: 'Requested', sent: 'Shipped', received: 'Received' },
  },
};

export const orderKitMessages = { zh_CN: zhCN, zh_TW: zhTW, en };

addMessages(ORDER_KIT_NS, orderKitMessages);
