import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, TextField } from '../../../shared/ui';
import { clearMatches, findRanges, revealMatch, showMatches } from './find-in-page';
import { findOnPageMachine } from './find-on-page.machine';
import { MAX_MATCHES } from './find-text';
import './find.css';

/** How long typing or the page may settle before the page is searched again. */
const SETTLE_MS = 150;

/** The screen's text: the shell's main region (the page itself outside the shell). */
const searchRoot = (): Element => document.getElementById('main-content') ?? document.body;

/**
 * The find bar: a search landmark with the field, the count ("2 of 5", announced politely), the
 * previous and next buttons and a close button. Enter goes to the next match, Shift+Enter to the
 * previous one (F3 and Shift+F3 too), Escape closes the bar and returns to its quick action. The
 * page is searched again when it changes under the bar (a list that loaded, another month).
 */
export function FindBar({ id, onClosed }: { id: string; onClosed: () => void }) {
  const { t, i18n } = useTranslation('home');
  const closed = useRef(onClosed);
  closed.current = onClosed;
  const machine = useMemo(() => findOnPageMachine.provide({ actions: { returnFocus: () => closed.current() } }), []);
  const actor = useActorRef(machine);
  useEffect(() => {
    actor.send({ type: 'OPEN' });
  }, [actor]);
  const { query, count, current } = useSelector(actor, (s) => s.context);
  const ranges = useRef<Range[]>([]);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const search = () => {
      ranges.current = findRanges(searchRoot(), query, i18n.language);
      actor.send({ type: 'FOUND', count: ranges.current.length });
    };
    timer = setTimeout(search, query ? SETTLE_MS : 0);
    const observer = new MutationObserver((records) => {
      if (!query || records.every((record) => bar.current?.contains(record.target))) return;
      clearTimeout(timer);
      timer = setTimeout(search, SETTLE_MS);
    });
    observer.observe(searchRoot(), { childList: true, subtree: true, characterData: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [query, actor, i18n.language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count means new ranges (kept in a ref) to paint.
  useEffect(() => {
    showMatches(ranges.current, current);
    const focused = ranges.current[current];
    if (focused) revealMatch(focused, window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [count, current]);

  useEffect(() => clearMatches, []);

  const step = (backwards: boolean) => actor.send({ type: backwards ? 'PREVIOUS' : 'NEXT' });
  const status = !query.trim()
    ? ''
    : count === 0
      ? t('find.none')
      : t('find.count', { current: current + 1, count: count >= MAX_MATCHES ? `${MAX_MATCHES}+` : count });

  return (
    <div
      ref={bar}
      id={id}
      className="home-find"
      role="search"
      aria-label={t('find.label')}
      data-find-skip
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          actor.send({ type: 'CLOSE' });
        } else if (event.key === 'F3') {
          event.preventDefault();
          step(event.shiftKey);
        }
      }}
    >
      <TextField
        aria-label={t('find.field')}
        placeholder={t('find.placeholder')}
        className="home-find__field"
        value={query}
        onChange={(value) => actor.send({ type: 'TYPE', value })}
        autoFocus
        enterKeyHint="search"
        onKeyDown={(event) => {
          if (event.key === 'Enter') step(event.shiftKey);
          else event.continuePropagation();
        }}
      />
      <span className="home-find__count" role="status">
        {status}
      </span>
      <Button variant="ghost" size="sm" iconOnly aria-label={t('find.previous')} isDisabled={count === 0} onPress={() => step(true)}>
        <Icon name="chevronDown" className="home-find__up" />
      </Button>
      <Button variant="ghost" size="sm" iconOnly aria-label={t('find.next')} isDisabled={count === 0} onPress={() => step(false)}>
        <Icon name="chevronDown" />
      </Button>
      <Button variant="ghost" size="sm" iconOnly aria-label={t('find.close')} onPress={() => actor.send({ type: 'CLOSE' })}>
        <Icon name="close" />
      </Button>
    </div>
  );
}
