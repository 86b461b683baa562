import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom plus what antd 6, RTK Query and msw 2 need from Node (docs/decisions/0003-jest-native-esm.md):
 * Node's fetch family (with Node's AbortController, Blob and streams, which Node's Request checks),
 * a timer-based MessageChannel (Node's real one keeps Jest alive after the tests), matchMedia and scrollTo.
 */
export default class FrontendEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File',
      'AbortController', 'AbortSignal', 'ReadableStream', 'WritableStream', 'TransformStream',
      'TextEncoder', 'TextDecoder', 'TextEncoderStream', 'TextDecoderStream', 'BroadcastChannel',
      'structuredClone', 'URL', 'URLSearchParams',
    ]) {
      g[name] = globalThis[name];
    }
    g.MessageChannel = TimerMessageChannel(g);
    // jsdom logs "not implemented" for scrolling; react-router's ScrollRestoration scrolls on navigation.
    g.scrollTo = () => {};
    // jsdom has no layout; antd's Select and virtual lists observe sizes.
    g.ResizeObserver ??= class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    g.matchMedia ??= (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
}

function TimerMessageChannel(g) {
  class Port {
    onmessage = null;
    other = null;
    postMessage(data) {
      const target = this.other;
      g.setTimeout(() => target.onmessage?.({ data }), 0);
    }
    start() {}
    close() {}
    addEventListener(type, listener) {
      if (type === 'message') this.onmessage = listener;
    }
    removeEventListener() {}
  }
  return class MessageChannel {
    constructor() {
      this.port1 = new Port();
      this.port2 = new Port();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}
