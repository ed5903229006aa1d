import type { DispatchMessages } from './zh-cn';

const zhTW: DispatchMessages = {
  tabLabel: '{{label}} ({{count}})',
  filter: {
    projectName: '項目',
    repairUserName: '報修用戶',
    repairUserAddress: '服務地址',
    engineerName: '工程師',
    serviceNo: '服務單號',
    appointmentTime: '預約時間',
    arriveTime: '到場時間',
    createTime: '錄入時間',
    inputPlaceholder: '請輸入',
    start: '開始時間',
    end: '結束時間',
  },
  column: {
    serviceNo: '服務單號',
    projectName: '項目',
    serviceContent: '服務內容',
    repairUserName: '報修用戶',
    repairUserAddress: '服務地址',
    engineerName: '工程師',
    appointmentTime: '預約時間',
    status: '狀態',
    createTime: '錄入時間',
  },
};

export default zhTW;
