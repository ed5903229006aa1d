import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TabPanes } from './tab-panes';
import type { TabItem } from './tab-ops';

const tab = (key: string): TabItem => ({ key, path: key, title: key, closable: key !== '/workplace' });
const tabs = [tab('/workplace'), tab('/dispatchStation')];

function panes(activeKey: string, renderPage: (t: TabItem) => ReactNode) {
  return (
    <MemoryRouter>
      <TabPanes
        tabs={tabs}
        activeKey={activeKey}
        reloadSeq={{}}
        keepAlive
        transitionClass=""
        render={renderPage}
      />
    </MemoryRouter>
  );
}

describe('TabPanes', () => {
  it('renders the home tab only once it is opened, and keeps the pages opened since', () => {
    const renderPage = jest.fn((t: TabItem) => <p>page {t.key}</p>);
    const view = render(panes('/dispatchStation', renderPage));
    expect(screen.getByText('page /dispatchStation')).toBeTruthy();
    expect(screen.queryByText('page /workplace')).toBeNull();
    expect(renderPage.mock.calls.map(([t]) => t.key)).not.toContain('/workplace');

    view.rerender(panes('/workplace', renderPage));
    expect(screen.getByText('page /workplace')).toBeTruthy();
    view.rerender(panes('/dispatchStation', renderPage));
    expect(screen.getByText('page /workplace', { selector: '[hidden] p' })).toBeTruthy();
  });
});
