import { memo, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { TabItem } from './tab-ops';

export interface TabPanesProps {
  tabs: TabItem[];
  activeKey: string;
  reloadSeq: Record<string, number>;
  /** Only the active tab stays mounted when false. */
  keepAlive: boolean;
  transitionClass: string;
  render: (tab: TabItem) => ReactNode;
}

// Each pane sees its own location (useLocation / useSearchParams), so a hidden order-detail tab keeps
// its `id` while another tab is active. Memoised so that navigating does not re-render hidden tabs.
const PaneContent = memo(function PaneContent({
  tab,
  render,
}: {
  tab: TabItem;
  render: (tab: TabItem) => ReactNode;
}) {
  return (
    <Routes location={tab.key}>
      <Route path="*" element={render(tab)} />
    </Routes>
  );
});

/**
 * A tab's page is rendered once the tab has been active, and kept from then on (when keepAlive): a
 * deep link to one page does not also fetch and render the home tab's page the user has not opened.
 */
export function TabPanes({ tabs, activeKey, reloadSeq, keepAlive, transitionClass, render }: TabPanesProps) {
  const [visited, setVisited] = useState(() => new Set([activeKey]));
  if (activeKey && !visited.has(activeKey)) setVisited(new Set(visited).add(activeKey));
  const shown = keepAlive ? tabs : tabs.filter((t) => t.key === activeKey);
  return (
    <>
      {shown.map((tab) => {
        const active = tab.key === activeKey;
        return (
          <div
            key={tab.key}
            className={`portal-tab-pane ${transitionClass}`}
            data-tab-key={tab.key}
            hidden={!active}
            aria-hidden={!active}
          >
            {active || visited.has(tab.key) ? (
              <PaneContent key={reloadSeq[tab.key] ?? 0} tab={tab} render={render} />
            ) : null}
          </div>
        );
      })}
    </>
  );
}
