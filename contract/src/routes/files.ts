import type { fileSchemas } from './files.schemas';
import { linkRoutes } from './route';

/** Uploads (multipart or raw bytes) and the files themselves. */
export const fileRoutes = linkRoutes<typeof fileSchemas>()({
  fileUpload: { method: 'POST', url: '/file/upload', access: 'user' },
  /** Public so that <img> and <a> links work; the file itself needs the link's signature (exp, sig) or a session. */
  file: { method: 'GET', url: '/file/files/:id/:name', access: 'public' },
});
