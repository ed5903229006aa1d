const zhCN = {
  tabLabel: '{{label}} ({{count}})',
  filter: {
    projectName: '项目',
    repairUserName: '报修用户',
    repairUserAddress: '服务地址',
    engineerName: '工程师',
    serviceNo: '服务单号',
    appointmentTime: '预约时间',
    arriveTime: '到场时间',
    createTime: '录入时间',
    inputPlaceholder: '请输入',
    start: '开始时间',
    end: '结束时间',
  },
  column: {
    serviceNo: '服务单号',
    projectName: '项目',
    serviceContent: '服务内容',
    repairUserName: '报修用户',
    repairUserAddress: '服务地址',
    engineerName: '工程师',
    appointmentTime: '预约时间',
    status: '状态',
    createTime: '录入时间',
  },
};

export default zhCN;
export type DispatchMessages = typeof zhCN;
