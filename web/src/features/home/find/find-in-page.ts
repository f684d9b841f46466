// The DOM side of "find on page": the visible text nodes of the screen as segments for
// find-text.ts, the matches as ranges, and their highlights through the CSS Custom Highlight API
// (no element is added to the page, so React's tree and the accessibility tree stay as they are).
import { findMatches, type TextSegment } from './find-text';

/** The highlight names the bar's stylesheet paints (find.css). */
export const HIGHLIGHT = { all: 'kadry-find', current: 'kadry-find-current' } as const;

/** Text nobody sees, or that belongs to the find bar itself, is not searched. */
const SKIPPED = 'script, style, noscript, template, .visually-hidden, [data-find-skip], [hidden]';

/** The element whose box a text node's line belongs to: its nearest ancestor that is not inline. */
function blockOf(node: Text, blocks: Map<Element, boolean>): Element | null {
  for (let element = node.parentElement; element; element = element.parentElement) {
    let isBlock = blocks.get(element);
    if (isBlock === undefined) {
      const display = getComputedStyle(element).display;
      isBlock = !(display.startsWith('inline') || display === 'contents');
      blocks.set(element, isBlock);
    }
    if (isBlock) return element;
  }
  return null;
}

function isShown(element: Element): boolean {
  if (element.closest(SKIPPED)) return false;
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    : true;
}

/** The searchable text nodes under `root`, in reading order. */
export function textOf(root: Element): { nodes: Text[]; segments: TextSegment[] } {
  const nodes: Text[] = [];
  const segments: TextSegment[] = [];
  const blocks = new Map<Element, boolean>();
  const shown = new Map<Element, boolean>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement;
      if (!parent || !node.nodeValue?.trim()) return NodeFilter.FILTER_REJECT;
      let visible = shown.get(parent);
      if (visible === undefined) {
        visible = isShown(parent);
        shown.set(parent, visible);
      }
      return visible ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
    },
  });
  let previous: Element | null | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const block = blockOf(text, blocks);
    segments.push({ text: text.data, breakBefore: previous !== undefined && block !== previous });
    nodes.push(text);
    previous = block;
  }
  return { nodes, segments };
}

/** The ranges of every match of `query` under `root`. */
export function findRanges(root: Element, query: string, locale?: string): Range[] {
  const { nodes, segments } = textOf(root);
  return findMatches(segments, query, locale).map(({ start, end }) => {
    const range = document.createRange();
    range.setStart(nodes[start.segment]!, start.offset);
    range.setEnd(nodes[end.segment]!, end.offset);
    return range;
  });
}

/** Whether this browser paints custom highlights (every current one does; without it the count still works). */
const canHighlight = () => typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';

export function showMatches(ranges: readonly Range[], current: number): void {
  if (!canHighlight()) return;
  CSS.highlights.set(HIGHLIGHT.all, new Highlight(...ranges));
  const focused = ranges[current];
  if (focused) CSS.highlights.set(HIGHLIGHT.current, new Highlight(focused));
  else CSS.highlights.delete(HIGHLIGHT.current);
}

export function clearMatches(): void {
  if (!canHighlight()) return;
  CSS.highlights.delete(HIGHLIGHT.all);
  CSS.highlights.delete(HIGHLIGHT.current);
}

/** Brings a match into view when it is not, clear of the bar at the top. */
export function revealMatch(range: Range, reduceMotion: boolean): void {
  const box = range.getBoundingClientRect();
  const margin = 96;
  if (box.top >= margin && box.bottom <= window.innerHeight - margin / 2) return;
  const element = range.startContainer.parentElement;
  element?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
}
