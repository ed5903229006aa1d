// A stand-in for a socket.io client socket, driven by the test: what the server would do is called by hand.
type Listener = (...args: unknown[]) => void;

class Emitter {
  private listeners = new Map<string, Listener[]>();
  on(event: string, fn: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }
  fire(event: string, ...args: unknown[]): void {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
}

export interface SentFrame {
  event: string;
  payload: unknown;
  ack: (err: Error | null, answer: unknown) => void;
}

export class FakeChatSocket extends Emitter {
  static all: FakeChatSocket[] = [];
  static latest(): FakeChatSocket {
    const s = FakeChatSocket.all.at(-1);
    if (!s) throw new Error('no socket was created');
    return s;
  }

  connected = false;
  active = true;
  readonly io = new Emitter();
  readonly sent: SentFrame[] = [];
  connectCalls = 0;
  disconnectCalls = 0;

  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeChatSocket.all.push(this);
  }

  /** What the handshake would carry: the `auth` function's answer. */
  handshakeAuth(): unknown {
    let out: unknown;
    (this.options.auth as (cb: (data: unknown) => void) => void)((data) => {
      out = data;
    });
    return out;
  }

  timeout(): { emit: (event: string, payload: unknown, ack: SentFrame['ack']) => void } {
    return { emit: (event, payload, ack) => this.sent.push({ event, payload, ack }) };
  }

  connect(): this {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  disconnect(): this {
    this.disconnectCalls += 1;
    this.active = false;
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  // Server side, driven by tests.
  serverConnect(): void {
    this.connected = true;
    this.fire('connect');
  }
  serverDrop(reason = 'transport close'): void {
    this.connected = false;
    this.fire('disconnect', reason);
  }
  serverEmit(event: string, payload: unknown): void {
    this.fire(event, payload);
  }
  /** The frames of one event the client sent, oldest first. */
  frames(event: string): SentFrame[] {
    return this.sent.filter((f) => f.event === event);
  }
}
