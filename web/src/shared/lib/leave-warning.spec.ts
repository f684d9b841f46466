import { describe, expect, it } from '@jest/globals';
import { askBeforeLeaving } from './leave-warning';

describe('asking before leaving a page with unsaved input', () => {
  it("stops the unload with the browser's question until released", () => {
    const target = new EventTarget();
    const release = askBeforeLeaving(target as unknown as Window);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);
    release();
    expect(unload()).toBe(false);
  });
});
