import { Typography } from '../../../shared/ui/Typography';
import { prettyJson } from '../lib/format';

/** A JSON value as a readable, scrollable block. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <pre aria-label={label} tabIndex={0} style={{ margin: 0, padding: 8, background: '#F9FAFB', borderRadius: 6, fontSize: 12, maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {prettyJson(value)}
      </pre>
    </div>
  );
}
