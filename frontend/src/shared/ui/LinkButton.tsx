import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * An antd Button that is a real link to a route inside the app: one `<a>` (no button nested in a
 * link), client-side navigation on a plain click, a new tab on a modified click.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={(event: MouseEvent<HTMLElement>) => navigate(event)} />;
}
