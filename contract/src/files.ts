import { Type, type Static } from '@sinclair/typebox';

/** A stored file as uploads and attachments name it. */
export const UploadedFile = Type.Object({
  url: Type.String(),
  originName: Type.String(),
  ext: Type.String(),
  id: Type.Integer(),
});
export type UploadedFile = Static<typeof UploadedFile>;

/** `POST /file/upload`'s answer: the file, its kind (SPEC section 5) and size in bytes. */
export const FileUpload = Type.Composite([
  UploadedFile,
  Type.Object({
    kind: Type.Union([Type.Literal('image'), Type.Literal('video'), Type.Literal('file')]),
    size: Type.Integer(),
  }),
]);
export type FileUpload = Static<typeof FileUpload>;
