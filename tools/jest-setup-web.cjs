// jsdom lacks these browser APIs that antd relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
window.scrollTo = () => {};
// IndexedDB (fake-indexeddb in tests) clones values with structuredClone, which jsdom lacks.
if (typeof globalThis.structuredClone !== 'function') {
  const { serialize, deserialize } = require('node:v8');
  globalThis.structuredClone = (value) => deserialize(serialize(value));
}

// antd's Form batches field watchers through a MessageChannel, which jsdom does not have.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimeoutMessagePort {
    constructor() {
      this.onmessage = null;
      this.target = null;
    }
    postMessage(data) {
      const target = this.target;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  globalThis.MessageChannel = class {
    constructor() {
      this.port1 = new TimeoutMessagePort();
      this.port2 = new TimeoutMessagePort();
      this.port1.target = this.port2;
      this.port2.target = this.port1;
    }
  };
}

// jsdom implements getComputedStyle for elements only; antd also asks for pseudo-elements.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => computedStyle(element);

// jsdom fetches no stylesheets and so never reports a <link rel="stylesheet"> as loaded; the host
// waits for antd's static stylesheet before its first antd page. Here a sheet reports `load` as soon
// as it is attached, as it does in a browser once the file has arrived.
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node.nodeName === 'LINK' && node.rel === 'stylesheet') node.dispatchEvent(new window.Event('load'));
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });
