import { useEffect } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_LIMITS as LIMITS, useSessionStore } from '@portal/shared';
import { useCustomerCompanies } from '../hooks/use-customer-companies';
import { systemUserRules, type SystemUserFormValues } from '../lib/system-user-form';
import { AUTHORITIES, USER_STATUSES } from '../lib/system-user-search';

/** The fields of the add and edit forms; `username` is shown read-only when editing. */
export function SystemUserFields({ username }: { username?: string }) {
  const { t } = useTranslation('admin');
  const rules = systemUserRules(t);
  const form = Form.useFormInstance<SystemUserFormValues>();
  const authority = Form.useWatch('authority', form);
  const isCustomer = authority === 'customer';
  const companies = useCustomerCompanies(isCustomer);
  const adding = username === undefined;
  // The server's rules (server/README.md, "User rights"): customers never hold dispatch rights, and
  // only a manager with dispatch rights grants or withdraws them.
  const mayGrantDispatch = useSessionStore((s) => !!s.user?.allowDispatch);
  // Publishing front-end code to every browser: only a release operator grants or withdraws it.
  const mayGrantRelease = useSessionStore((s) => !!s.user?.allowRelease);
  const isManager = authority === 'manager';
  useEffect(() => {
    if (isCustomer) form.setFieldValue('allowDispatch', false);
  }, [isCustomer, form]);
  useEffect(() => {
    if (!isManager && mayGrantRelease && form.getFieldValue('allowRelease'))
      form.setFieldValue('allowRelease', false);
  }, [isManager, mayGrantRelease, form]);
  const releaseHint = !isManager
    ? t('userForm.allowReleaseManagerOnly')
    : mayGrantRelease
      ? t('userForm.allowReleaseHint')
      : t('userForm.allowReleaseNeedsRights');
  const dispatchHint = isCustomer
    ? t('userForm.allowDispatchCustomer')
    : mayGrantDispatch
      ? t('userForm.allowDispatchHint')
      : t('userForm.allowDispatchNeedsRights');

  return (
    <>
      {adding ? (
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item name="username" label={t('user.username')} rules={rules.username}>
              <Input autoComplete="off" maxLength={LIMITS.usernameMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label={t('userForm.initialPassword')}
              rules={rules.password}
              extra={t('userForm.initialPasswordHint')}
            >
              <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Form.Item label={t('user.username')}>
          <Typography.Text strong copyable>
            {username}
          </Typography.Text>
        </Form.Item>
      )}
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('user.name')} rules={rules.name}>
            <Input maxLength={LIMITS.name} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="authority" label={t('user.authority')} rules={rules.authority}>
            <Select
              placeholder={t('userForm.select')}
              options={AUTHORITIES.map((value) => ({ value, label: t(`authority.${value}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {isCustomer && (
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item name="customId" label={t('user.company')} rules={rules.customId}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('userForm.companyPlaceholder')}
                loading={companies.isFetching}
                options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('user.phone')} rules={rules.phone}>
            <Input maxLength={LIMITS.phone} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="telephone" label={t('user.telephone')} rules={rules.telephone}>
            <Input maxLength={LIMITS.phone} inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="jobId" label={t('userForm.jobId')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="deptId" label={t('userForm.deptId')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
            {t('userForm.staffHint')}
          </Typography.Paragraph>
        </Col>
      </Row>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="allowDispatch"
            label={t('user.allowDispatch')}
            valuePropName="checked"
            extra={dispatchHint}
          >
            <Switch disabled={isCustomer || !mayGrantDispatch} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="allowRelease"
            label={t('user.allowRelease')}
            valuePropName="checked"
            extra={releaseHint}
          >
            <Switch disabled={!isManager || !mayGrantRelease} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="status" label={t('common:common.status')} rules={rules.status}>
            <Radio.Group
              optionType="button"
              options={USER_STATUSES.map((value) => ({ value, label: t(`userStatus.${value}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
