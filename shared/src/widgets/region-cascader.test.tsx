import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { root, setErrorNotifier } from '../api';
import { okResponse } from '../testing';
import {
  clearRegionTree,
  loadRegionTree,
  RegionCascader,
  regionText,
  type RegionNode,
} from './region-cascader';

const TREE: RegionNode[] = [
  {
    value: '110000',
    label: '北京市',
    children: [{ value: '110100', label: '北京市', children: [{ value: '110101', label: '东城区' }] }],
  },
  {
    value: '440000',
    label: '广东省',
    children: [
      {
        value: '440300',
        label: '深圳市',
        children: [
          { value: '440305', label: '南山区' },
          { value: '440304', label: '福田区' },
        ],
      },
      { value: '440100', label: '广州市', children: [{ value: '440106', label: '天河区' }] },
    ],
  },
];

const originalAdapter = root.defaults.adapter;
let adapter: jest.Mock<Promise<AxiosResponse>, [InternalAxiosRequestConfig]>;

beforeEach(() => {
  clearRegionTree();
  adapter = jest.fn(async (config: InternalAxiosRequestConfig) => okResponse(config, TREE));
  root.defaults.adapter = adapter;
});
afterAll(() => {
  root.defaults.adapter = originalAdapter;
  clearRegionTree();
});

describe('regionText', () => {
  it('joins the labels along the codes with spaces', () => {
    expect(regionText(TREE, ['440000', '440300', '440305'])).toBe('广东省 深圳市 南山区');
    expect(regionText(TREE, ['440000'])).toBe('广东省');
    expect(regionText(TREE, ['999999'])).toBe('');
  });
});

describe('RegionCascader', () => {
  it('loads GET /api/geo/area/tree once for several instances', async () => {
    const value = ['440000', '440300', '440305'];
    const { rerender } = render(
      <>
        <RegionCascader value={value} />
        <RegionCascader value={['110000', '110100', '110101']} />
      </>,
    );
    expect(await screen.findByText('广东省 / 深圳市 / 南山区')).toBeTruthy();
    expect(await screen.findByText('北京市 / 北京市 / 东城区')).toBeTruthy();
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(adapter.mock.calls[0][0]).toMatchObject({ url: '/api/geo/area/tree', method: 'get' });

    rerender(
      <>
        <RegionCascader value={value} />
        <RegionCascader value={['110000', '110100', '110101']} />
        <RegionCascader value={value} />
      </>,
    );
    expect(await screen.findAllByText('广东省 / 深圳市 / 南山区')).toHaveLength(2);
    expect(adapter).toHaveBeenCalledTimes(1);
  });

  it('gives the codes and the labels joined with spaces', async () => {
    const onChange = jest.fn();
    render(<RegionCascader open onChange={onChange} />);
    fireEvent.click(await screen.findByText('广东省'));
    fireEvent.click(await screen.findByText('深圳市'));
    fireEvent.click(await screen.findByText('南山区'));
    expect(onChange).toHaveBeenCalledTimes(1);
    const [codes, text, nodes] = onChange.mock.calls[0];
    expect(codes).toEqual(['440000', '440300', '440305']);
    expect(text).toBe('广东省 深圳市 南山区');
    expect(nodes.map((n: RegionNode) => n.value)).toEqual(codes);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });

  it('gives empty codes and text when cleared', async () => {
    const onChange = jest.fn();
    const { container } = render(
      <RegionCascader value={['440000', '440300', '440305']} onChange={onChange} />,
    );
    await screen.findByText('广东省 / 深圳市 / 南山区');
    const clear = container.querySelector('.ant-select-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear!);
    fireEvent.click(clear!);
    expect(onChange).toHaveBeenCalledWith([], '', []);
  });

  it('filters by label when searching', async () => {
    render(<RegionCascader open />);
    await screen.findByText('广东省');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '南山' } });
    await waitFor(() => expect(document.querySelectorAll('.ant-cascader-menu-item')).toHaveLength(1));
    expect(document.querySelector('.ant-cascader-menu-item')?.textContent).toContain('南山区');
  });

  it('does not keep a failed load, so the next call retries', async () => {
    const shown: string[] = [];
    setErrorNotifier((text) => shown.push(text));
    adapter.mockImplementationOnce(async (config) => ({
      ...okResponse(config, null),
      data: { code: 500, msg: '地区加载失败', data: null },
    }));
    await expect(loadRegionTree()).rejects.toThrow('地区加载失败');
    expect(shown).toEqual(['地区加载失败']);
    await expect(loadRegionTree()).resolves.toEqual(TREE);
    await expect(loadRegionTree()).resolves.toEqual(TREE);
    expect(adapter).toHaveBeenCalledTimes(2);
  });
});
