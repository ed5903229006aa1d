// Per-icon paths: the package index pulls in an ESM-only colour helper that Jest cannot load.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { App, Button, message as staticMessage, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileRoutes } from '@portal/contract/routes/files';
import { call } from '../api';
import type { UploadedFile } from '../types/api';
import { acceptAttribute, fileKind, isAccepted, type AcceptKind } from './file-kind';
import { ImageViewer } from './image-viewer';
import { WIDGETS_NS } from './locales';

export const DEFAULT_MAX_SIZE_MB = 10;
const MB = 1024 * 1024;

type RcFile = Parameters<NonNullable<UploadProps['beforeUpload']>>[0];
type RequestOptions = Parameters<NonNullable<UploadProps['customRequest']>>[0];

export interface UploadWithProgressProps {
  /** The uploaded files (what POST /file/upload returned for each). */
  value?: UploadedFile[] | null;
  onChange?: (files: UploadedFile[]) => void;
  /** Which files may be chosen (SPEC 5 extension lists); 'file' means neither image nor video. Default 'any'. */
  accept?: AcceptKind;
  /** Largest file in MB, checked before uploading. Default 10. */
  maxSizeMB?: number;
  /** Most files in the list; the trigger hides when it is full. Default unlimited. */
  maxCount?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** Default 'picture-card' for images, else 'picture' (thumbnails for image files, icons for others). */
  listType?: 'text' | 'picture' | 'picture-card';
  /** Replaces the default trigger (a button, or a card for 'picture-card'). */
  children?: ReactNode;
  /**
   * With `accept="image"`: which camera a phone offers first ('environment' = the back one). The
   * chooser then asks for `image/*`, which is what phone browsers need to offer the camera at all.
   */
  capture?: 'environment' | 'user';
  /** Runs on each chosen file before its upload (e.g. compressing a photo); its progress is the bar's first half. */
  prepare?: (file: File, onProgress: (percent: number) => void) => Promise<File>;
}

const uidOf = (file: UploadedFile): string => `uploaded-${file.id}-${file.url}`;

function toUploadFile(file: UploadedFile): UploadFile {
  return {
    uid: uidOf(file),
    name: file.originName,
    status: 'done',
    url: file.url,
    thumbUrl: fileKind(file.originName) === 'image' ? file.url : undefined,
  };
}

const EMPTY: UploadedFile[] = [];

/** Uploads to /file/upload with a progress bar, a size limit and an accepted kind. */
export function UploadWithProgress({
  value,
  onChange,
  accept = 'any',
  maxSizeMB = DEFAULT_MAX_SIZE_MB,
  maxCount = Infinity,
  multiple = false,
  disabled = false,
  listType,
  children,
  capture,
  prepare,
}: UploadWithProgressProps) {
  const { t } = useTranslation(WIDGETS_NS);
  const { message: appMessage } = App.useApp();
  const files = value ?? EMPTY;
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<{ images: string[]; index: number } | null>(null);

  // Uploads finish asynchronously: read the latest list and in-flight set from refs so two uploads
  // finishing before a re-render do not drop one another.
  const latest = useRef(files);
  const inFlight = useRef(new Map<string, AbortController>());
  useEffect(() => {
    latest.current = files;
  }, [files]);
  useEffect(() => {
    const controllers = inFlight.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const showError = (text: string) => {
    // Outside an antd <App> the context has no message api; fall back to the static one.
    if (typeof appMessage?.error === 'function') void appMessage.error(text);
    else void staticMessage.error(text);
  };

  const commit = (next: UploadedFile[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const patchPending = (uid: string, patch: Partial<UploadFile> | null) =>
    setPending((list) =>
      patch === null
        ? list.filter((f) => f.uid !== uid)
        : list.map((f) => (f.uid === uid ? { ...f, ...patch } : f)),
    );

  const beforeUpload = (file: RcFile, batch: RcFile[]) => {
    if (!isAccepted(file.name, accept)) {
      showError(t('upload.wrongType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > maxSizeMB * MB) {
      showError(t('upload.tooLarge', { size: maxSizeMB }));
      return Upload.LIST_IGNORE;
    }
    if (latest.current.length + inFlight.current.size + batch.indexOf(file) >= maxCount) {
      showError(t('upload.tooMany', { count: maxCount }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest = ({ file, onProgress, onSuccess, onError }: RequestOptions) => {
    const rcFile = file as RcFile;
    const { uid } = rcFile;
    const controller = new AbortController();
    inFlight.current.set(uid, controller);
    // No originFileObj: antd would render a canvas preview of it, and the thumbnail comes with the URL anyway.
    setPending((list) => [...list, { uid, name: rcFile.name, status: 'uploading', percent: 0 }]);

    const share = prepare ? 0.5 : 1;
    const report = (percent: number) => {
      patchPending(uid, { percent });
      onProgress?.({ percent });
    };
    const ready = prepare
      ? prepare(rcFile, (p) => report(Math.round(p * share)))
      : Promise.resolve(rcFile as File);
    ready
      .then((toSend) => {
        const form = new FormData();
        form.append('file', toSend);
        return call(
          fileRoutes.fileUpload,
          { body: form },
          {
            signal: controller.signal,
            onUploadProgress: (event) => {
              const ratio = event.progress ?? (event.total ? event.loaded / event.total : 0);
              report(Math.min(99, Math.round((1 - share) * 100 + ratio * share * 100)));
            },
          },
        ) as Promise<UploadedFile>;
      })
      .then(
        (uploaded) => {
          inFlight.current.delete(uid);
          patchPending(uid, null);
          commit([...latest.current, uploaded]);
          onSuccess?.(uploaded);
        },
        (error: unknown) => {
          inFlight.current.delete(uid);
          if (controller.signal.aborted) return;
          // The api client has already shown why; the item stays, marked failed, until removed.
          patchPending(uid, { status: 'error', percent: 0 });
          onError?.(error instanceof Error ? error : new Error(String(error)));
        },
      );
    return { abort: () => controller.abort() };
  };

  const onRemove = (item: UploadFile) => {
    const controller = inFlight.current.get(item.uid);
    if (controller) {
      inFlight.current.delete(item.uid);
      controller.abort();
    }
    if (pending.some((f) => f.uid === item.uid)) {
      patchPending(item.uid, null);
    } else {
      commit(latest.current.filter((f) => uidOf(f) !== item.uid));
    }
    return false;
  };

  const onPreview = (item: UploadFile) => {
    const images = files.filter((f) => fileKind(f.originName) === 'image');
    const index = images.findIndex((f) => uidOf(f) === item.uid);
    if (index >= 0) setPreview({ images: images.map((f) => f.url), index });
    else if (item.url) window.open(item.url, '_blank', 'noopener');
  };

  const type = listType ?? (accept === 'image' ? 'picture-card' : 'picture');
  const full = files.length + pending.filter((f) => f.status === 'uploading').length >= maxCount;
  const trigger =
    children ??
    (type === 'picture-card' ? (
      <div>
        <PlusOutlined />
        <div style={{ marginTop: 8 }}>{t('upload.button')}</div>
      </div>
    ) : (
      <Button icon={<UploadOutlined />} disabled={disabled}>
        {t('upload.button')}
      </Button>
    ));

  return (
    <>
      <Upload
        fileList={[...files.map(toUploadFile), ...pending]}
        accept={capture && accept === 'image' ? 'image/*' : acceptAttribute(accept)}
        capture={accept === 'image' ? capture : undefined}
        multiple={multiple}
        disabled={disabled}
        listType={type}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={onRemove}
        onPreview={onPreview}
        isImageUrl={(item) => fileKind(item.name) === 'image'}
      >
        {full ? null : trigger}
      </Upload>
      <ImageViewer
        open={preview !== null}
        images={preview?.images ?? []}
        index={preview?.index ?? 0}
        onClose={() => setPreview(null)}
      />
    </>
  );
}
