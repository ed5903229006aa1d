import { Type } from '@sinclair/typebox';
import { FileUpload } from '../files';
import { Id } from '../integers';
import { Text } from '../strings';
import { route } from './route';

const FileParams = Type.Object({ id: Id, name: Text(300) });
const FileQuery = Type.Object({
  exp: Type.Optional(Text(20)),
  sig: Type.Optional(Text(100)),
});

/** Uploads (multipart or raw bytes) and the files themselves. */
export const fileRoutes = {
  fileUpload: route({ method: 'POST', url: '/file/upload', access: 'user', response: FileUpload }),
  /** Public so that <img> and <a> links work; the file itself needs the link's signature (exp, sig) or a session. */
  file: route({
    method: 'GET',
    url: '/file/files/:id/:name',
    access: 'public',
    params: FileParams,
    querystring: FileQuery,
  }),
};
