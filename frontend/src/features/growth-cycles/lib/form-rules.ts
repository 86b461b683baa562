import type { Rule } from 'antd/es/form';

/** Characters as a person (and the server) counts them: trimmed, a surrogate pair is one. */
export const textLength = (value: string | undefined): number => [...(value ?? '').trim()].length;

/** The server's bounds with the exact messages of spec part 2 §5: one validator per field. */
export function lengthRule(min: number, max: number, tooShort: string, tooLong: string): Rule {
  return {
    validator: (_, value: string | undefined) => {
      const length = textLength(value);
      if (length < min) return Promise.reject(new Error(tooShort));
      if (length > max) return Promise.reject(new Error(tooLong));
      return Promise.resolve();
    },
  };
}

/** 1..10, default 5 (spec part 2 §5). */
export const EXPERIENCE_POINTS = { min: 1, max: 10, default: 5 } as const;
