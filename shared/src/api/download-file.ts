import type { AxiosResponse } from 'axios';
import type { RouteEntry } from '@portal/contract/routes/route';
import { urlOf } from './call';
import { root } from './client';

/** The file name a `Content-Disposition` header gives (the UTF-8 `filename*` first), else `fallback`. */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/** Saves a blob through a temporary object URL and a link with a `download` attribute. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads a generated file from a route of the table that answers with a file (exports), the
 * token in the header as for every call, and saves it under the server's file name.
 */
export async function downloadFile(
  route: RouteEntry,
  input: { params?: Record<string, unknown>; query?: object },
  fallbackName: string,
): Promise<string> {
  const response: AxiosResponse<Blob> = await root.request({
    method: route.method,
    url: urlOf(route, input.params),
    params: input.query,
    responseType: 'blob',
  });
  const disposition = response.headers['content-disposition'] as string | undefined;
  const name = fileNameFromDisposition(disposition, fallbackName);
  saveBlob(response.data, name);
  return name;
}
