import { Flex, Tag, theme } from 'antd';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import { msMatrixMessages } from '../../../locales/ja-JP/ms-matrix';
import type { MsMoverResponse, MsQuadrant } from '../../../shared/api/generated/dashboard';
import { memberColor } from '../../../shared/lib/member-colors';
import { signed } from '../lib/figures';
import { Typography } from '../../../shared/ui/Typography';

const texts = dashboardTexts.movement;
/** At most this many movers are listed; the rest are counted. */
export const MOVERS_SHOWN = 5;

/** antd preset tag colours that match the MS board's quadrant tints. */
const QUADRANT_TAG: Record<MsQuadrant, string> = { highHigh: 'green', highMindset: 'blue', highSkill: 'gold', lowLow: 'red' };

function QuadrantTag({ quadrant }: { quadrant: MsQuadrant }) {
  return (
    <Tag color={QUADRANT_TAG[quadrant]} variant="filled" style={{ marginInlineEnd: 0 }}>
      {msMatrixMessages.quadrants[quadrant]}
    </Tag>
  );
}

/** The members who moved this month, largest change first (the server's order): who, how much, and from which quadrant to which. */
export function MoverList({ movers }: { movers: MsMoverResponse[] }) {
  const { token } = theme.useToken();
  const shown = movers.slice(0, MOVERS_SHOWN);
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong style={{ fontSize: token.fontSizeSM }}>
        {texts.moversTitle}
      </Typography.Text>
      <Flex vertical component="ul" aria-label={texts.moversTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((mover, index) => {
          const crossed = mover.from.quadrant !== mover.to.quadrant;
          return (
            <Flex
              key={mover.entryId}
              component="li"
              align="center"
              gap="small"
              wrap
              style={{ paddingBlock: 8, borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}` }}
            >
              <span aria-hidden style={{ width: 10, height: 10, flex: 'none', borderRadius: '50%', background: memberColor(mover.memberName) }} />
              <Flex vertical style={{ flex: 1, minWidth: 120 }}>
                <Typography.Text>{mover.memberName}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {texts.moverChange(signed(mover.skillChange), signed(mover.mindsetChange))}
                </Typography.Text>
              </Flex>
              {crossed ? (
                <Flex align="center" gap={4} wrap>
                  <QuadrantTag quadrant={mover.from.quadrant} />
                  <Typography.Text type="secondary">{texts.arrow}</Typography.Text>
                  <QuadrantTag quadrant={mover.to.quadrant} />
                </Flex>
              ) : (
                <QuadrantTag quadrant={mover.to.quadrant} />
              )}
            </Flex>
          );
        })}
      </Flex>
      {movers.length > shown.length && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {texts.moreMovers(movers.length - shown.length)}
        </Typography.Text>
      )}
    </Flex>
  );
}
