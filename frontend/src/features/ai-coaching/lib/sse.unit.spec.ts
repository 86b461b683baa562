import { parseServerEvents } from './sse';

describe('parseServerEvents', () => {
  it('answers the complete events and keeps the unfinished rest for the next read', () => {
    const first = parseServerEvents('event: meta\ndata: {"provider":"offline"}\n\nevent: chunk\ndata: {"text":"こん');
    expect(first.events).toEqual([{ event: 'meta', data: { provider: 'offline' } }]);
    const second = parseServerEvents(`${first.rest}にちは"}\n\nevent: done\ndata: {"message":{"id":"m1"}}\n\n`);
    expect(second.events).toEqual([
      { event: 'chunk', data: { text: 'こんにちは' } },
      { event: 'done', data: { message: { id: 'm1' } } },
    ]);
    expect(second.rest).toBe('');
  });
});
