// Server-sent events read from a fetch stream (EventSource cannot send the userToken header).
// The parser is incremental: chunks may split a line or an event anywhere, even inside a UTF-8
// character (the decoder keeps those bytes), and only a blank line completes an event.

export interface LiveEvent {
  /** The `event:` field; `message` when the server named none (the SSE default). */
  type: string;
  /** The `data:` field parsed as JSON, or the raw text when it is not JSON. */
  data: unknown;
}

export interface SseParser {
  /** Feeds decoded text; answers the events it completed. Comments (heartbeats) yield nothing. */
  push(text: string): LiveEvent[];
}

function parseData(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export function createSseParser(): SseParser {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  return {
    push(text) {
      buffer += text;
      const events: LiveEvent[] = [];
      // A \r at the very end may be the first half of \r\n: it waits for the next chunk.
      const held = buffer.endsWith('\r') ? '\r' : '';
      // A line ends with \n, \r\n or \r; the last piece may be incomplete and waits for more.
      const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + held;
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) events.push({ type: type || 'message', data: parseData(data.join('\n')) });
          type = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') type = value;
        else if (field === 'data') data.push(value);
      }
      return events;
    },
  };
}
