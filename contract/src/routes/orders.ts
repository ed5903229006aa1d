import { Type } from '@sinclair/typebox';
import { Page } from '../envelope';
import { IdParams } from '../integers';
import { DialBody, Dialled, TrainBody, Trained } from '../order-calls';
import { RepairUserEdit } from '../order-contact';
import { CreateOrderBody } from '../order-create';
import { OrderDetail, StaffOrderDetail } from '../order-detail';
import { OrderFilters } from '../order-filters';
import { EngineerTaskRow, ServiceOrderRow, StationOrderRow, StatusCounts } from '../order-row';
import { FLOW_STATUSES, ORDER_STATUSES, TOTAL_TAB } from '../order-status';
import { PageQuery } from '../paging';
import { route } from './route';

const FlowStatusParam = Type.Optional(Type.Union([...FLOW_STATUSES, TOTAL_TAB].map((s) => Type.Literal(s))));
const StationStatusParam = Type.Optional(
  Type.Union([...ORDER_STATUSES, TOTAL_TAB].map((s) => Type.Literal(s))),
);
const OrderListQuery = Type.Intersect([PageQuery, OrderFilters, Type.Object({ status: FlowStatusParam })]);
const OrderExportQuery = Type.Intersect([OrderFilters, Type.Object({ status: FlowStatusParam })]);
const StationListQuery = Type.Intersect([
  PageQuery,
  OrderFilters,
  Type.Object({ status: StationStatusParam }),
]);
const TaskQuery = Type.Intersect([PageQuery, Type.Object({ status: FlowStatusParam })]);

/** Orders as customers place, list, read and export them; the dispatch station; the staff views. */
export const orderRoutes = {
  orderCreate: route({
    method: 'POST',
    url: '/api/customer/order',
    access: 'user',
    body: CreateOrderBody,
    response: ServiceOrderRow,
  }),
  orderPage: route({
    method: 'GET',
    url: '/api/customer/order/page',
    access: 'user',
    querystring: OrderListQuery,
    response: Page(ServiceOrderRow),
  }),
  orderCounts: route({
    method: 'GET',
    url: '/api/customer/order/counts',
    access: 'user',
    querystring: OrderFilters,
    response: StatusCounts,
  }),
  /** An .xlsx file. */
  orderExport: route({
    method: 'GET',
    url: '/api/customer/order/export',
    access: 'user',
    querystring: OrderExportQuery,
  }),
  order: route({
    method: 'GET',
    url: '/api/customer/order/:id',
    access: 'user',
    params: IdParams,
    response: OrderDetail,
  }),
  stationPage: route({
    method: 'GET',
    url: '/api/customer/dispatch/page',
    access: 'dispatch',
    querystring: StationListQuery,
    response: Page(StationOrderRow),
  }),
  stationCounts: route({
    method: 'GET',
    url: '/api/customer/dispatch/counts',
    access: 'dispatch',
    querystring: OrderFilters,
    response: StatusCounts,
  }),
  staffOrder: route({
    method: 'GET',
    url: '/api/dispatch/service/:id/detail',
    access: 'dispatch',
    params: IdParams,
    response: StaffOrderDetail,
  }),
  engineerTasks: route({
    method: 'GET',
    url: '/api/dispatch/engineer/tasks',
    access: 'user',
    querystring: TaskQuery,
    response: Page(EngineerTaskRow),
  }),
  engineerTaskCounts: route({
    method: 'GET',
    url: '/api/dispatch/engineer/tasks/counts',
    access: 'user',
    response: StatusCounts,
  }),
  dial: route({
    method: 'POST',
    url: '/api/sys/common/dail',
    access: 'manager',
    body: DialBody,
    response: Dialled,
  }),
  firstTrain: route({
    method: 'PUT',
    url: '/api/sys/dispatch/first/train',
    access: 'dispatch',
    body: TrainBody,
    response: Trained,
  }),
  repairUserEdit: route({
    method: 'POST',
    url: '/api/dispatch/service/update/detail/overall',
    access: 'dispatch',
    body: RepairUserEdit,
    response: Type.Null(),
  }),
};
