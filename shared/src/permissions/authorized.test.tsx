import { render, screen } from '@testing-library/react';
import { Authorized } from './authorized';
import { isAllowed } from './checks';
import { useSessionStore } from '../stores/session-store';
import type { UserInfo } from '../types/user';

const user = { roles: ['manager'], authorities: ['order:export', 'order:view'] } as unknown as UserInfo;

describe('permission checks', () => {
  it.each([
    [{ role: 'manager' }, true],
    [{ role: 'customer' }, false],
    [{ anyRole: ['customer', 'manager'] }, true],
    [{ anyRole: ['customer'] }, false],
    [{ permission: 'order:export' }, true],
    [{ permission: 'order:delete' }, false],
    [{ anyPermission: ['order:delete', 'order:view'] }, true],
    [{ anyPermission: [] }, false],
    [{ role: 'manager', permission: 'order:delete' }, false],
    [{}, true],
  ])('%j -> %s', (rule, expected) => {
    expect(isAllowed(user, rule)).toBe(expected);
  });

  it('denies everything to nobody', () => {
    expect(isAllowed(null, { role: 'manager' })).toBe(false);
  });

  it('does not render an element that fails its check', () => {
    useSessionStore.setState({ user });
    render(
      <div>
        <Authorized role="manager">
          <button>allowed</button>
        </Authorized>
        <Authorized anyPermission={['order:delete']}>
          <button>denied</button>
        </Authorized>
      </div>,
    );
    expect(screen.getByText('allowed')).toBeTruthy();
    expect(screen.queryByText('denied')).toBeNull();
  });
});
