import { Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';

/**
 * The frame of a board's workspace: the board's card column and the side panels' column (side by
 * side from the `xl` breakpoint, stacked below it), then what stands under both (a detail panel).
 * Dialogs and drawers go in `children` (they render in portals).
 */
export function BoardWorkspaceLayout({ main, side, below, children }: { main: ReactNode; side: ReactNode; below?: ReactNode; children?: ReactNode }) {
  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17}>
          {main}
        </Col>
        <Col xs={24} xl={7}>
          <Flex vertical gap="middle">
            {side}
          </Flex>
        </Col>
      </Row>
      {below}
      {children}
    </Flex>
  );
}
