import { ConfigProvider } from 'antd';
import useTypographyStyle from 'antd/es/typography/style';
import { forwardRef, useContext, type AnchorHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';

interface Decorations {
  /** antd's text types: the ink of a secondary note, a success, a warning or a danger. */
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  disabled?: boolean;
  strong?: boolean;
  italic?: boolean;
  underline?: boolean;
  delete?: boolean;
  code?: boolean;
  mark?: boolean;
  keyboard?: boolean;
}

type TextProps = Decorations & HTMLAttributes<HTMLElement>;
type TitleProps = TextProps & { level?: 1 | 2 | 3 | 4 | 5 };
type LinkProps = Decorations & AnchorHTMLAttributes<HTMLAnchorElement>;

/** antd's own order of the decorations (`wrapperDecorations`), innermost first. */
function decorate({ strong, underline, delete: struck, code, mark, keyboard, italic }: Decorations, content: ReactNode): ReactNode {
  let node = content;
  if (strong) node = <strong>{node}</strong>;
  if (underline) node = <u>{node}</u>;
  if (struck) node = <del>{node}</del>;
  if (code) node = <code>{node}</code>;
  if (mark) node = <mark>{node}</mark>;
  if (keyboard) node = <kbd>{node}</kbd>;
  if (italic) node = <i>{node}</i>;
  return node;
}

/** antd's Typography class names for `props`, with its style hook's classes (the styles themselves come from antd's engine). */
function useTypographyClasses(props: Decorations & { className?: string }, link = false): string {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  const [hashId, cssVarCls] = useTypographyStyle(prefixCls);
  return [prefixCls, props.type && `${prefixCls}-${props.type}`, props.disabled && `${prefixCls}-disabled`, link && `${prefixCls}-link`, props.className, hashId, cssVarCls]
    .filter(Boolean)
    .join(' ');
}

function split<T extends Decorations>(props: T): [Decorations, Omit<T, keyof Decorations>] {
  const { type, disabled, strong, italic, underline, delete: struck, code, mark, keyboard, ...rest } = props;
  return [{ type, disabled, strong, italic, underline, delete: struck, code, mark, keyboard }, rest];
}

const Text = forwardRef<HTMLSpanElement, TextProps>(function Text(props, ref) {
  const [decorations, { children, className, ...rest }] = split(props);
  const classes = useTypographyClasses({ ...decorations, className });
  return (
    <span ref={ref} className={classes} {...rest}>
      {decorate(decorations, children)}
    </span>
  );
});

const Paragraph = forwardRef<HTMLDivElement, TextProps>(function Paragraph(props, ref) {
  const [decorations, { children, className, ...rest }] = split(props);
  const classes = useTypographyClasses({ ...decorations, className });
  return (
    <div ref={ref} className={classes} {...rest}>
      {decorate(decorations, children)}
    </div>
  );
});

const Title = forwardRef<HTMLHeadingElement, TitleProps>(function Title({ level = 1, ...props }, ref) {
  const [decorations, { children, className, ...rest }] = split(props);
  const classes = useTypographyClasses({ ...decorations, className });
  const Heading = `h${level}` as const;
  return (
    <Heading ref={ref} className={classes} {...rest}>
      {decorate(decorations, children)}
    </Heading>
  );
});

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const [decorations, { children, className, ...rest }] = split(props);
  const classes = useTypographyClasses({ ...decorations, className }, true);
  return (
    <a ref={ref} {...rest} className={classes} aria-disabled={decorations.disabled || undefined}>
      {decorate(decorations, children)}
    </a>
  );
});

/**
 * Text, titles, paragraphs and links: antd's `Typography` markup (its elements and class names,
 * its style hook, so they look the same everywhere) without what it loads for ellipsis, copying and
 * editing. antd's `Typography` imports its editor (antd's `Input` and text area), the copy button's
 * tooltip and a resize observer on every screen that draws a line of text, and measures each
 * element for an ellipsis it may never need (docs/decisions/0117). Text with `ellipsis`, `copyable`
 * or `editable` is antd's `Typography`.
 */
export const Typography = { Text, Paragraph, Title, Link };
