import { render } from '@testing-library/react';
import { Typography as AntTypography } from 'antd';
import type { ReactElement } from 'react';
import { Typography } from './Typography';

/** The markup a component draws, alone in a document. */
function markup(element: ReactElement): string {
  const { container, unmount } = render(element);
  const html = container.innerHTML;
  unmount();
  return html;
}

// The shared Typography draws antd's own markup and class names (decision 0117), so every line of
// text looks as antd's would: same elements, same decorations in the same order, same classes.
describe('Typography, antd markup without the editor', () => {
  const cases: [string, ReactElement, ReactElement][] = [
    ['plain text', <Typography.Text>本文</Typography.Text>, <AntTypography.Text>本文</AntTypography.Text>],
    ['secondary text', <Typography.Text type="secondary">補足</Typography.Text>, <AntTypography.Text type="secondary">補足</AntTypography.Text>],
    [
      'strong danger text with a style',
      <Typography.Text type="danger" strong style={{ fontSize: 12 }}>
        期限切れ
      </Typography.Text>,
      <AntTypography.Text type="danger" strong style={{ fontSize: 12 }}>
        期限切れ
      </AntTypography.Text>,
    ],
    [
      'every decoration',
      <Typography.Text strong italic underline delete code mark keyboard>
        装飾
      </Typography.Text>,
      <AntTypography.Text strong italic underline delete code mark keyboard>
        装飾
      </AntTypography.Text>,
    ],
    ['a disabled text', <Typography.Text disabled>無効</Typography.Text>, <AntTypography.Text disabled>無効</AntTypography.Text>],
    ['a level-2 title', <Typography.Title level={2}>ダッシュボード</Typography.Title>, <AntTypography.Title level={2}>ダッシュボード</AntTypography.Title>],
    ['a default title', <Typography.Title>見出し</Typography.Title>, <AntTypography.Title>見出し</AntTypography.Title>],
    [
      'a warning paragraph with a class',
      <Typography.Paragraph type="warning" className="lead">
        段落
      </Typography.Paragraph>,
      <AntTypography.Paragraph type="warning" className="lead">
        段落
      </AntTypography.Paragraph>,
    ],
    [
      'a link',
      <Typography.Link href="/pivot" target="_blank" rel="noreferrer">
        実践ガイド
      </Typography.Link>,
      <AntTypography.Link href="/pivot" target="_blank" rel="noreferrer">
        実践ガイド
      </AntTypography.Link>,
    ],
  ];

  it.each(cases)('%s draws what antd draws', (_name, ours, antds) => {
    expect(markup(ours)).toBe(markup(antds));
  });

  it('passes attributes through (ids, roles, live regions)', () => {
    const { getByRole } = render(
      <Typography.Text role="status" aria-live="polite" id="count">
        3件
      </Typography.Text>,
    );
    expect(getByRole('status')).toHaveAttribute('id', 'count');
    expect(getByRole('status')).toHaveTextContent('3件');
  });
});
