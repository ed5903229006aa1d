import type { DispatchMessages } from './zh-cn';

const en: DispatchMessages = {
  tabLabel: '{{label}} ({{count}})',
  filter: {
    projectName: 'Project',
    repairUserName: 'Repair user',
    repairUserAddress: 'Service address',
    engineerName: 'Engineer',
    serviceNo: 'Service no.',
    appointmentTime: 'Appointment',
    arriveTime: 'Arrival',
    createTime: 'Entered',
    inputPlaceholder: 'Enter',
    start: 'Start',
    end: 'End',
  },
  column: {
    serviceNo: 'Service no.',
    projectName: 'Project',
    serviceContent: 'Service content',
    repairUserName: 'Repair user',
    repairUserAddress: 'Service address',
    engineerName: 'Engineer',
    appointmentTime: 'Appointment time',
    status: 'Status',
    createTime: 'Entered at',
  },
};

export default en;
