import { ORDER_RANGE_FILTERS, ORDER_TEXT_FILTERS, orderFilterField } from './order-query';
import { ServiceOrderRow } from './order-row';

test("each order filter names the order row's field it filters", () => {
  const fields = Object.keys(ServiceOrderRow.properties);
  for (const filter of [...ORDER_TEXT_FILTERS, ...ORDER_RANGE_FILTERS]) {
    expect(fields).toContain(orderFilterField(filter));
  }
  expect(orderFilterField('creators')).toBe('creatorName');
  expect(orderFilterField('serviceNo')).toBe('serviceNo');
  expect(orderFilterField('trackRecord')).toBe('trackRecordTime');
});
