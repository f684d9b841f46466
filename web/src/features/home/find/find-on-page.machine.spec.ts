import { describe, expect, it, jest } from '@jest/globals';
import { createActor } from 'xstate';
import { findOnPageMachine } from './find-on-page.machine';

function open() {
  const returnFocus = jest.fn();
  const actor = createActor(findOnPageMachine.provide({ actions: { returnFocus } })).start();
  actor.send({ type: 'OPEN' });
  return { actor, returnFocus, context: () => actor.getSnapshot().context };
}

describe('find on page machine', () => {
  it('counts the matches of what is typed and starts at the first', () => {
    const { actor, context } = open();
    actor.send({ type: 'TYPE', value: 'вакан' });
    actor.send({ type: 'FOUND', count: 3 });
    expect(context()).toEqual({ query: 'вакан', count: 3, current: 0 });
  });

  it('steps forward and back through the matches, round the ends', () => {
    const { actor, context } = open();
    actor.send({ type: 'FOUND', count: 3 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(context().current).toBe(2);
    actor.send({ type: 'NEXT' });
    expect(context().current).toBe(0);
    actor.send({ type: 'PREVIOUS' });
    expect(context().current).toBe(2);
  });

  it('with no match there is no current one, and next and previous do nothing', () => {
    const { actor, context } = open();
    actor.send({ type: 'FOUND', count: 0 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PREVIOUS' });
    expect([context().count, context().current]).toEqual([0, -1]);
  });

  it('keeps the current match when the page changes and it still exists, else the first', () => {
    const { actor, context } = open();
    actor.send({ type: 'FOUND', count: 5 });
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'FOUND', count: 6 });
    expect(context().current).toBe(4);
    actor.send({ type: 'FOUND', count: 2 });
    expect(context().current).toBe(0);
  });

  it('closing returns the focus to the quick action and forgets the search', () => {
    const { actor, context, returnFocus } = open();
    actor.send({ type: 'TYPE', value: 'x' });
    actor.send({ type: 'FOUND', count: 1 });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(returnFocus).toHaveBeenCalledTimes(1);
    expect(context()).toEqual({ query: '', count: 0, current: -1 });
  });
});
