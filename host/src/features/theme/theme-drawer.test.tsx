import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/src/testing';
import '../../locales';
import { applyThemeToDocument } from './apply-theme';
import { ThemeDrawer } from './theme-drawer';
import { DEFAULT_THEME } from './theme-settings';
import { useThemeStore } from './theme-store';
import { useDocumentTheme } from './use-document-theme';
import { useThemeFailureMessage } from './use-theme-failure-message';

jest.mock('./apply-theme', () => ({
  ...jest.requireActual('./apply-theme'),
  applyThemeToDocument: jest.fn(jest.requireActual('./apply-theme').applyThemeToDocument),
}));

function Harness() {
  useDocumentTheme();
  useThemeFailureMessage();
  return <ThemeDrawer open onClose={() => {}} />;
}

beforeEach(() => {
  localStorage.clear();
  act(() => useThemeStore.setState({ settings: DEFAULT_THEME, loadFailed: false }));
  document.documentElement.className = '';
});

describe('theme drawer', () => {
  it('changes settings through labelled switches and applies weak-colour mode to the page', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByRole('switch', { name: '色弱模式' }));
    expect(useThemeStore.getState().settings.weakMode).toBe(true);
    await waitFor(() => expect(document.documentElement.classList.contains('portal-weak')).toBe(true));

    fireEvent.click(screen.getByRole('switch', { name: '显示页脚' }));
    expect(useThemeStore.getState().settings.footer).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '#722ed1' }));
    expect(useThemeStore.getState().settings.primaryColor).toBe('#722ed1');
    expect(JSON.parse(localStorage.getItem('portal.theme') ?? '{}').state.settings.weakMode).toBe(true);
  });

  it('offers the layouts and restores the defaults with 重置', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByText('混合菜单'));
    expect(useThemeStore.getState().settings.layout).toBe('mix');
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(useThemeStore.getState().settings).toEqual(DEFAULT_THEME);
  });

  it('shows 主题加载失败 and falls back to the defaults when applying the settings throws', async () => {
    jest.mocked(applyThemeToDocument).mockImplementationOnce(() => {
      throw new Error('broken');
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    act(() => useThemeStore.setState({ settings: { ...DEFAULT_THEME, darkMode: true } }));
    renderWithProviders(<Harness />);
    expect(await screen.findByText('主题加载失败')).toBeTruthy();
    expect(useThemeStore.getState().settings).toEqual(DEFAULT_THEME);
    expect(useThemeStore.getState().loadFailed).toBe(false);
    errors.mockRestore();
  });

  it('reports stored settings that could not be read', async () => {
    act(() => useThemeStore.setState({ loadFailed: true }));
    renderWithProviders(<Harness />);
    expect(await screen.findByText('主题加载失败')).toBeTruthy();
  });
});
