import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's inner size in whole pixels, kept up to date as the window changes (a PDF is drawn
 * for the width it has; a picture is fitted to its stage).
 */
export function useBoxSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = { width: Math.round(element.clientWidth), height: Math.round(element.clientHeight) };
      setSize((previous) => (previous && previous.width === next.width && previous.height === next.height ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
