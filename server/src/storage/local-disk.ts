import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { assertKey, type FileStorage } from './file-storage';

/** Files under one folder; writes go to a temporary name first, so a reader never sees half a file. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable): Promise<number> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, count, fs.createWriteStream(temp, { flags: 'wx' }));
      await fs.promises.rename(temp, target);
      return size;
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    try {
      const handle = await fs.promises.open(file, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.promises.access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
