import type { FormRule as Rule } from 'antd';
import type { TFunction } from 'i18next';
import { USERNAME_PATTERN, USER_LIMITS as LIMITS, USER_PHONE_PATTERN, type Authority } from '@portal/shared';
import type { NewSystemUserBody, SystemUserBody, SystemUserRow } from '@portal/shared';

/** The add and edit forms' values: the add body's fields, each possibly still empty. */
export type SystemUserFormValues = Partial<NewSystemUserBody>;

export const NEW_USER_VALUES: SystemUserFormValues = { allowDispatch: false, status: 'onTheJob' };

const text = (value: string | null | undefined) => value?.trim() || null;
const num = (value: number | null | undefined) => (typeof value === 'number' ? value : null);

/** What the form sends: trimmed texts, empty ones as null, a company only for customers (who never hold dispatch rights), the release right for managers only. */
export function toSystemUserInput(values: SystemUserFormValues): SystemUserBody {
  const authority = values.authority as Authority;
  return {
    name: (values.name ?? '').trim(),
    authority,
    allowDispatch: authority !== 'customer' && !!values.allowDispatch,
    // Left out when the form never showed it (a new user): the right stays as it is.
    ...(values.allowRelease === undefined
      ? {}
      : { allowRelease: authority === 'manager' && values.allowRelease }),
    customId: authority === 'customer' ? num(values.customId) : null,
    phone: text(values.phone),
    telephone: text(values.telephone),
    jobId: num(values.jobId),
    deptId: num(values.deptId),
    status: values.status ?? 'onTheJob',
  };
}

/** The add form's payload; the password is sent exactly as typed. */
export function toNewSystemUserInput(values: SystemUserFormValues): NewSystemUserBody {
  return {
    ...toSystemUserInput(values),
    username: (values.username ?? '').trim(),
    password: values.password ?? '',
  };
}

export function toFormValues(user: SystemUserRow): SystemUserFormValues {
  return {
    name: user.name,
    authority: user.authority,
    allowDispatch: user.allowDispatch,
    allowRelease: !!user.allowRelease,
    customId: user.customId,
    phone: user.phone ?? '',
    telephone: user.telephone ?? '',
    jobId: user.jobId,
    deptId: user.deptId,
    status: user.status,
  };
}

type T = TFunction<'admin'>;

/** Inline checks of every field of the add and edit forms. */
export function systemUserRules(t: T) {
  const phone: Rule[] = [
    { max: LIMITS.phone, message: t('userForm.phoneTooLong', { max: LIMITS.phone }) },
    { pattern: USER_PHONE_PATTERN, message: t('userForm.phoneInvalid') },
  ];
  return {
    username: [
      { required: true, whitespace: true, message: t('userForm.usernameRequired') },
      {
        min: LIMITS.usernameMin,
        max: LIMITS.usernameMax,
        transform: (v: string | undefined) => v?.trim(),
        message: t('userForm.usernameLength', { min: LIMITS.usernameMin, max: LIMITS.usernameMax }),
      },
      {
        pattern: USERNAME_PATTERN,
        transform: (v: string | undefined) => v?.trim(),
        message: t('userForm.usernameInvalid'),
      },
    ] satisfies Rule[],
    password: passwordRules(t, 'userForm.initialPasswordRequired'),
    name: [
      { required: true, whitespace: true, message: t('userForm.nameRequired') },
      { max: LIMITS.name, message: t('userForm.nameTooLong', { max: LIMITS.name }) },
    ] satisfies Rule[],
    authority: [{ required: true, message: t('userForm.authorityRequired') }] satisfies Rule[],
    customId: [{ required: true, message: t('userForm.companyRequired') }] satisfies Rule[],
    phone,
    telephone: phone,
    status: [{ required: true, message: t('userForm.statusRequired') }] satisfies Rule[],
  };
}

/** A password of 6..64 characters (spaces count: the password is sent as typed). */
export function passwordRules(t: T, requiredKey: string): Rule[] {
  return [
    { required: true, message: t(requiredKey) },
    {
      min: LIMITS.passwordMin,
      max: LIMITS.passwordMax,
      message: t('userForm.passwordLength', { min: LIMITS.passwordMin, max: LIMITS.passwordMax }),
    },
  ];
}

/** The confirmation must equal the field `field` (SPEC section 5: 两次输入密码不一致). */
export function confirmRules(t: T, field: string): Rule[] {
  return [
    { required: true, message: t('common:password.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) =>
        !value || value === getFieldValue(field)
          ? Promise.resolve()
          : Promise.reject(new Error(t('common:password.mismatch'))),
    }),
  ];
}
