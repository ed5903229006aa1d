// jsdom has no structuredClone, which IndexedDB (fake-indexeddb in tests) needs; Node's serializer clones the same.
import { deserialize, serialize } from 'node:v8';

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}
