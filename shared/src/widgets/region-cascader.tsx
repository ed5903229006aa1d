import { Cascader, type CascaderProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogRoutes } from '@portal/contract/routes/catalog';
import { call } from '../api';
import { queryClient } from '../query';
import { WIDGETS_NS } from './locales';

/** One province, city or district as GET /api/geo/area/tree returns it. */
export interface RegionNode {
  value: string;
  label: string;
  children?: RegionNode[];
}

const REGION_TREE_KEY = ['widgets', 'geo', 'area', 'tree'] as const;

/**
 * The mainland region tree, fetched once per page: concurrent callers share one request and the
 * result never goes stale or gets collected. A failed load is not kept, so the next call retries.
 */
export function loadRegionTree(): Promise<RegionNode[]> {
  return queryClient.fetchQuery({
    queryKey: REGION_TREE_KEY,
    queryFn: async () => (await call(catalogRoutes.areaTree)) as RegionNode[],
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Forgets the loaded tree (tests, or after the regions changed on the server). */
export function clearRegionTree(): void {
  queryClient.removeQueries({ queryKey: REGION_TREE_KEY, exact: true });
}

/** Labels along a path of codes joined by spaces ('省 市 区'); unknown codes are skipped. */
export function regionText(tree: RegionNode[], codes: readonly string[]): string {
  const labels: string[] = [];
  let level: RegionNode[] | undefined = tree;
  for (const code of codes) {
    const node: RegionNode | undefined = level?.find((n) => n.value === code);
    if (!node) break;
    labels.push(node.label);
    level = node.children;
  }
  return labels.join(' ');
}

function useRegionTree(): { tree: RegionNode[]; loading: boolean } {
  const [tree, setTree] = useState<RegionNode[] | null>(
    () => queryClient.getQueryData<RegionNode[]>(REGION_TREE_KEY) ?? null,
  );
  useEffect(() => {
    if (tree) return;
    let live = true;
    loadRegionTree().then(
      (loaded) => live && setTree(loaded),
      // The api client has already shown the failure.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [tree]);
  return { tree: tree ?? [], loading: tree === null };
}

const matches = (input: string, path: RegionNode[]): boolean => {
  const needle = input.trim().toLowerCase();
  return path.some((node) => node.label.toLowerCase().includes(needle));
};

export interface RegionCascaderProps extends Omit<
  CascaderProps<RegionNode, 'value', false>,
  'value' | 'onChange' | 'options' | 'multiple' | 'showSearch' | 'loadData' | 'fieldNames'
> {
  /** Codes from province down, e.g. ['440000', '440300', '440305']. */
  value?: string[] | null;
  /** Gets the codes, the labels joined by spaces ('广东省 深圳市 南山区') and the chosen nodes. */
  onChange?: (codes: string[], text: string, nodes: RegionNode[]) => void;
}

export function RegionCascader({ value, onChange, placeholder, ...rest }: RegionCascaderProps) {
  const { t } = useTranslation(WIDGETS_NS);
  const { tree, loading } = useRegionTree();
  return (
    <Cascader<RegionNode, 'value'>
      allowClear
      {...rest}
      loading={loading}
      options={tree}
      placeholder={placeholder ?? t('region.placeholder')}
      notFoundContent={t('region.notFound')}
      showSearch={{ filter: matches }}
      value={value ?? undefined}
      onChange={(codes, nodes) => {
        // Cleared, antd gives undefined for both.
        const chosen = nodes ?? [];
        onChange?.(codes ?? [], chosen.map((node) => node.label).join(' '), chosen);
      }}
    />
  );
}
