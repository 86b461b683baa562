/** One server-sent event: its name and its JSON data. */
export interface ServerEvent {
  event: string;
  data: unknown;
}

/**
 * Splits a growing text of server-sent events into the complete events and the unfinished rest
 * (an event ends at a blank line). Only `event:` and one `data:` line are used: that is all the
 * chat route sends.
 */
export function parseServerEvents(buffer: string): { events: ServerEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const raw = /^data: ?(.*)$/m.exec(block)?.[1] ?? 'null';
      let data: unknown = null;
      try {
        data = JSON.parse(raw);
      } catch {
        data = raw;
      }
      return { event, data };
    });
  return { events, rest };
}
