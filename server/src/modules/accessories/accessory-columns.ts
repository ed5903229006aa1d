// orders/order-detail.ts still imports the select list from here while its SQL is being moved; import accessory-sql.ts instead.
export { ACCESSORY_COLUMNS, ACCESSORY_FROM } from './accessory-sql';
