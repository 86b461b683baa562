// One line a finding, `file:line:column  rule  message` (the message's first line only: the React
// Compiler's rules explain at length), paths relative to the repository, then the count.
import path from 'node:path';

export default function format(results) {
  const lines = [];
  for (const result of results) {
    for (const m of result.messages) {
      const where = `${path.relative(process.cwd(), result.filePath)}:${m.line ?? 0}:${m.column ?? 0}`;
      lines.push(`${where}  ${m.ruleId ?? '(parser)'}  ${m.message.split('\n')[0]}`);
    }
  }
  return lines.length ? `${lines.join('\n')}\n\n${lines.length} lint finding(s)\n` : '';
}
