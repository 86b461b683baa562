import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { messages } from '../../locales/ja-JP/messages';
import { BOARD_HEIGHT, BOARD_WIDTH } from '../lib/matrix-board';
import { Typography } from './Typography';

const ZOOM_STEPS = [1, 1.5, 2, 3] as const;
/** Spec part 1 §9: the board is shown at most 600 px high (unzoomed). */
const MAX_HEIGHT = 600;
/** Below this many screen pixels per board unit the zoom buttons show: detail is hard to pick out. */
const ZOOM_OFFERED_BELOW = 0.9;

/**
 * A board scaled to the width it is given, never a fixed size in a scroller. It tells the board
 * how many screen pixels a board unit takes (`scale`), so the board can draw its names larger when
 * shown small; where the board is small, + / − / fit buttons zoom it and the box scrolls to the
 * part of interest (the SVG's screen matrix turns a pointer into board units whatever the zoom).
 */
export function BoardViewport({ children }: { children: (scale: number) => ReactNode }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number>(1);
  // jsdom has no layout and never reports a size: the board is then drawn as designed.
  const [scale, setScale] = useState(1);
  const centre = useRef<{ x: number; y: number } | null>(null);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setScale(Math.min(width / BOARD_WIDTH, height / BOARD_HEIGHT));
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  // Zooming keeps the middle of what was in view in the middle.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const target = centre.current;
    if (!scroller || !target) return;
    scroller.scrollLeft = target.x * scroller.scrollWidth - scroller.clientWidth / 2;
    scroller.scrollTop = target.y * scroller.scrollHeight - scroller.clientHeight / 2;
    centre.current = null;
  }, [zoom]);

  const zoomTo = (next: number) => {
    const scroller = scrollerRef.current;
    if (scroller) {
      centre.current = {
        x: (scroller.scrollLeft + scroller.clientWidth / 2) / scroller.scrollWidth,
        y: (scroller.scrollTop + scroller.clientHeight / 2) / scroller.scrollHeight,
      };
    }
    setZoom(next);
  };
  const step = ZOOM_STEPS.indexOf(zoom as (typeof ZOOM_STEPS)[number]);
  const offerZoom = zoom > 1 || scale < ZOOM_OFFERED_BELOW;

  return (
    <div>
      <div ref={scrollerRef} style={{ overflow: 'auto', maxHeight: zoom > 1 ? '75vh' : undefined }}>
        <div
          ref={canvasRef}
          style={{ width: `${zoom * 100}%`, maxWidth: zoom > 1 ? undefined : (MAX_HEIGHT * BOARD_WIDTH) / BOARD_HEIGHT, marginInline: 'auto' }}
        >
          {children(scale)}
        </div>
      </div>
      {offerZoom && (
        <Flex justify="end" align="center" gap={4} role="group" aria-label={messages.boardZoom.group} style={{ marginTop: 4 }}>
          <Button
            size="small"
            icon={<ZoomOutOutlined />}
            aria-label={messages.boardZoom.zoomOut}
            disabled={step <= 0}
            onClick={() => zoomTo(ZOOM_STEPS[step - 1])}
          />
          <Typography.Text type="secondary" style={{ minWidth: 44, textAlign: 'center', fontSize: 12 }} aria-live="polite">
            {messages.boardZoom.level(Math.round(zoom * 100))}
          </Typography.Text>
          <Button
            size="small"
            icon={<ZoomInOutlined />}
            aria-label={messages.boardZoom.zoomIn}
            disabled={step >= ZOOM_STEPS.length - 1}
            onClick={() => zoomTo(ZOOM_STEPS[step + 1])}
          />
          <Button size="small" icon={<CompressOutlined />} disabled={zoom === 1} onClick={() => zoomTo(1)}>
            {messages.boardZoom.fit}
          </Button>
        </Flex>
      )}
    </div>
  );
}
