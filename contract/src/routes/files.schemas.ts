import { Type } from '@sinclair/typebox';
import { FileUpload } from '../files';
import { Id } from '../integers';
import { Text } from '../strings';
import type { RouteSchemas } from './route';

const FileParams = Type.Object({ id: Id, name: Text(300) });
const FileQuery = Type.Object({
  exp: Type.Optional(Text(20)),
  sig: Type.Optional(Text(100)),
});

/** The schemas of fileRoutes (the server's side of the table), keyed as its routes. */
export const fileSchemas = {
  fileUpload: { response: FileUpload },
  file: { params: FileParams, querystring: FileQuery },
} satisfies Record<string, RouteSchemas>;
