import { pino } from 'pino';
import { logger } from '../platform/logging/logger.js';

/**
 * Turns request logging on (level info, as in production) and keeps every line the app's logger
 * writes in `lines` instead of printing it. Answers the function that puts the logger back.
 */
export function captureLogLines(lines: string[]): () => void {
  const stream = (logger as unknown as Record<symbol, { write: (line: string) => boolean }>)[pino.symbols.streamSym];
  const originalWrite = stream.write;
  const originalLevel = logger.level;
  logger.level = 'info';
  stream.write = (line: string) => {
    lines.push(line);
    return true;
  };
  return () => {
    stream.write = originalWrite;
    logger.level = originalLevel;
  };
}
