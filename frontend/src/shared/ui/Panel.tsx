import { ConfigProvider, Skeleton } from 'antd';
import useCardStyle from 'antd/es/card/style';
import { Children, useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, at the end of the head (a count, a link). */
  extra?: ReactNode;
  size?: 'small' | 'default';
  /** A skeleton in place of the body while its figures load. */
  loading?: boolean;
  /** Raised on hover, as a card that opens something. */
  hoverable?: boolean;
  styles?: { header?: CSSProperties; title?: CSSProperties; extra?: CSSProperties; body?: CSSProperties };
}

const shown = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/**
 * A card: antd's `Card` markup and styles (its class names, its style hook, so it looks the same
 * everywhere), without its tabs. antd's `Card` imports `Tabs`, and with it the dropdown and the menu
 * (about 21 KiB of gzip), on every screen that draws a card, whether it has tabs or not
 * (docs/decisions/0110). A card with tabs, a cover or actions is antd's `Card`.
 */
export function Panel({ title, extra, size, loading, hoverable, styles, className, children, ...rest }: PanelProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefixCls);
  const classes = [prefixCls, `${prefixCls}-bordered`, loading && `${prefixCls}-loading`, hoverable && `${prefixCls}-hoverable`, size === 'small' && `${prefixCls}-small`, className, hashId, cssVarCls]
    .filter(Boolean)
    .join(' ');
  const head =
    shown(title) || shown(extra) ? (
      <div className={`${prefixCls}-head`} style={styles?.header}>
        <div className={`${prefixCls}-head-wrapper`}>
          {shown(title) && (
            <div className={`${prefixCls}-head-title`} style={styles?.title}>
              {title}
            </div>
          )}
          {shown(extra) && (
            <div className={`${prefixCls}-extra`} style={styles?.extra}>
              {extra}
            </div>
          )}
        </div>
      </div>
    ) : null;
  const hasBody = loading || Children.toArray(children).length > 0;
  return (
    <div {...rest} className={classes}>
      {head}
      {hasBody && (
        <div className={`${prefixCls}-body`} style={styles?.body}>
          {loading ? <Skeleton active paragraph={{ rows: 4 }} title={false} /> : children}
        </div>
      )}
    </div>
  );
}
