import type { SystemUserRow } from '@portal/shared';
import { toFormValues, toNewSystemUserInput, toSystemUserInput } from './system-user-form';

const row: SystemUserRow = {
  id: 7,
  username: 'wangwu',
  name: '王五',
  authority: 'customer',
  allowDispatch: false,
  customId: 3,
  customIdName: '华东客户公司',
  phone: null,
  telephone: '010-1234',
  jobId: 18,
  deptId: null,
  status: 'left',
  isDelete: false,
  createTime: '2024-01-02 03:04:05',
};

test('texts are trimmed, empty ones become null and a company is kept only for customers', () => {
  const values = {
    name: ' 张三 ',
    authority: 'manager' as const,
    allowDispatch: true,
    customId: 3,
    phone: '  ',
    telephone: ' 010-88 ',
    jobId: 0,
    deptId: undefined,
    status: 'onTheJob' as const,
  };
  expect(toSystemUserInput(values)).toEqual({
    name: '张三',
    authority: 'manager',
    allowDispatch: true,
    customId: null,
    phone: null,
    telephone: '010-88',
    jobId: 0,
    deptId: null,
    status: 'onTheJob',
  });
  expect(toSystemUserInput({ ...values, authority: 'customer' }).customId).toBe(3);
  // A customer account never holds dispatch rights, whatever the switch said.
  expect(toSystemUserInput({ ...values, authority: 'customer' }).allowDispatch).toBe(false);
});

test('a new user adds the trimmed username and the password exactly as typed', () => {
  expect(
    toNewSystemUserInput({ username: ' lisi ', password: ' secret ', name: '李四', authority: 'technician' }),
  ).toEqual({
    username: 'lisi',
    password: ' secret ',
    name: '李四',
    authority: 'technician',
    allowDispatch: false,
    customId: null,
    phone: null,
    telephone: null,
    jobId: null,
    deptId: null,
    status: 'onTheJob',
  });
});

test('a saved user goes back unchanged through the form', () => {
  expect(toSystemUserInput(toFormValues(row))).toEqual({
    name: '王五',
    authority: 'customer',
    allowDispatch: false,
    // A customer never holds the release right, whatever the row said.
    allowRelease: false,
    customId: 3,
    phone: null,
    telephone: '010-1234',
    jobId: 18,
    deptId: null,
    status: 'left',
  });
});
