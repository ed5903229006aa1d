export { seededRandom } from '../../../tools/seeded-random.cjs';

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)];
