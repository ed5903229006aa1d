import { keptQuery, type TaskPageQueries } from '../lib/field-sync/keep-task-pages';
import { taskQuery } from '../features/my-tasks/hooks/use-tasks';
import { lackReceiptQuery, receiptTemplatesQuery } from '../features/receipts/hooks/use-receipts';

/**
 * What the engineer's task page (task-details-page) reads of an order, as it reads it: the order
 * (address, contacts, tracking records, timeline), its receipts per template, and the lack-receipt note
 * that completing shows. The task list keeps these on the phone for every open order.
 */
export const taskPageQueries: TaskPageQueries = (order) => [
  keptQuery(taskQuery(order.id)),
  keptQuery(receiptTemplatesQuery(order.id, true)),
  keptQuery(lackReceiptQuery(order.id, true)),
];
