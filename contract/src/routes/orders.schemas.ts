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
import type { RouteSchemas } from './route';

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

/** The schemas of orderRoutes (the server's side of the table), keyed as its routes. */
export const orderSchemas = {
  orderCreate: { body: CreateOrderBody, response: ServiceOrderRow },
  orderPage: { querystring: OrderListQuery, response: Page(ServiceOrderRow) },
  orderCounts: { querystring: OrderFilters, response: StatusCounts },
  orderExport: { querystring: OrderExportQuery },
  order: { params: IdParams, response: OrderDetail },
  stationPage: { querystring: StationListQuery, response: Page(StationOrderRow) },
  stationCounts: { querystring: OrderFilters, response: StatusCounts },
  staffOrder: { params: IdParams, response: StaffOrderDetail },
  engineerTasks: { querystring: TaskQuery, response: Page(EngineerTaskRow) },
  engineerTaskCounts: { response: StatusCounts },
  dial: { body: DialBody, response: Dialled },
  firstTrain: { body: TrainBody, response: Trained },
  repairUserEdit: { body: RepairUserEdit, response: Type.Null() },
} satisfies Record<string, RouteSchemas>;
