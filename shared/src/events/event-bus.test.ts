import { createEventBus, eventBus } from './event-bus';

describe('event bus', () => {
  it('delivers to every handler until it unsubscribes', () => {
    const bus = createEventBus<{ ping: { n: number }; bare: undefined }>();
    const seen: number[] = [];
    const off = bus.on('ping', ({ n }) => seen.push(n));
    bus.on('ping', ({ n }) => seen.push(n * 10));
    bus.emit('ping', { n: 1 });
    off();
    bus.emit('ping', { n: 2 });
    expect(seen).toEqual([1, 10, 20]);
  });

  it('lets a handler unsubscribe itself while the event is delivered', () => {
    const bus = createEventBus<{ bare: undefined }>();
    let calls = 0;
    const off = bus.on('bare', () => {
      calls += 1;
      off();
    });
    bus.emit('bare');
    bus.emit('bare');
    expect(calls).toBe(1);
  });

  it('is one instance for the whole package', async () => {
    const again = await import('./event-bus');
    expect(again.eventBus).toBe(eventBus);
  });
});
