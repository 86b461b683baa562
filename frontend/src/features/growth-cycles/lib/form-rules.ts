import type { TextLimit } from '@pivot/rules';
import type { Rule } from 'antd/es/form';

/** Characters as a person (and the server) counts them: trimmed, a surrogate pair is one. */
export const textLength = (value: string | undefined): number => [...(value ?? '').trim()].length;

/** The server's bounds with the exact messages of spec part 2 §5 (`@pivot/rules`): one validator per field. */
export function lengthRule({ min, max, tooShort, tooLong }: Required<TextLimit>): Rule {
  return {
    validator: (_, value: string | undefined) => {
      const length = textLength(value);
      if (length < min) return Promise.reject(new Error(tooShort));
      if (length > max) return Promise.reject(new Error(tooLong));
      return Promise.resolve();
    },
  };
}
