import { isPhone } from './phone';

test.each(['13812345678', '19900000000', '021-58880000', '0755-12345678', '01088880001', '010-88880001-123'])(
  '%s is a phone number',
  (value) => expect(isPhone(value)).toBe(true),
);

test.each(['12345678901', '1381234567', '138123456789', '12345', '021-123', 'abc', '+8613812345678'])(
  '%s is not',
  (value) => expect(isPhone(value)).toBe(false),
);
