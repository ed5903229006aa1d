/** Routes of the dispatch pages (the server menu's hidden sub-pages). */
export const STATION_PATH = '/dispatchStation';
export const MY_TASKS_PATH = '/myTasks';

const withId = (page: string) => (id: number) => `${STATION_PATH}/${page}?id=${id}`;

export const paths = {
  details: withId('dispatchQueryDetails'),
  repairUserEdit: withId('repairUserEdit'),
  uploadReceipt: withId('uploadReceipt'),
  upgrade: withId('upgrade'),
  dispatchEntryEdit: withId('dispatchEntryEdit'),
  dispatchEntry: withId('dispatchEntry'),
  trackingRecord: withId('trackingRecord'),
  completeAcceptance: withId('completeAcceptance'),
  income: withId('income'),
  accessoriesSend: withId('accessoriesSend'),
  express: withId('express'),
  childDispatchEntry: (parentId: number) =>
    `${STATION_PATH}/childParentOrder/childDispatchEntry?parentId=${parentId}`,
  taskDetails: (id: number) => `${MY_TASKS_PATH}/details?id=${id}`,
};
