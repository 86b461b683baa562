import { useEffect, useRef } from 'react';
import { blockOnScreen, readingDwellMs, type LessonBlock } from '../lib/progress';

/**
 * Watches a reading lesson's blocks (decision 0105): a block counts as read once it has stayed on
 * screen (`blockOnScreen`) for its reading time (`readingDwellMs`), and `onRead` gets its character
 * range, once per block. Scrolling past a block, or opening the lesson and leaving, reads nothing.
 * Returns the ref callback each block's element takes, by index.
 */
export function useReadBlocks(blocks: readonly LessonBlock[], onRead: (range: [number, number]) => void) {
  const elements = useRef(new Map<number, Element>());
  const latest = useRef(onRead);
  useEffect(() => {
    latest.current = onRead;
  }, [onRead]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const timers = new Map<number, number>();
    const done = new Set<number>();
    const indexOf = new Map([...elements.current].map(([index, element]) => [element, index]));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = indexOf.get(entry.target);
          if (index === undefined || done.has(index)) continue;
          const block = blocks[index];
          if (blockOnScreen(entry)) {
            if (timers.has(index)) continue;
            const timer = window.setTimeout(() => {
              timers.delete(index);
              done.add(index);
              observer.unobserve(entry.target);
              latest.current(block.range);
            }, readingDwellMs(block.text.length));
            timers.set(index, timer);
          } else {
            window.clearTimeout(timers.get(index));
            timers.delete(index);
          }
        }
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    for (const element of elements.current.values()) observer.observe(element);
    return () => {
      observer.disconnect();
      for (const timer of timers.values()) window.clearTimeout(timer);
    };
  }, [blocks]);

  return (index: number) => (element: Element | null) => {
    if (element) elements.current.set(index, element);
    else elements.current.delete(index);
  };
}
