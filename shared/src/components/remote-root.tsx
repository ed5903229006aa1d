import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

/**
 * Wraps every exposed module. antd puts a space between two Chinese characters of a button
 * ("查 询"); turning that off keeps the accessible names equal to the translated texts.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return <ConfigProvider button={{ autoInsertSpace: false }}>{children}</ConfigProvider>;
}
