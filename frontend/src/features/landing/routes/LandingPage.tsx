import { Card, Flex, Typography } from 'antd';
import { messages } from '../../../locales/ja-JP/messages';
import { FaqSection } from '../components/FaqSection';
import { FeatureGrid } from '../components/FeatureGrid';
import { LandingHero } from '../components/LandingHero';
import { PracticeFlow } from '../components/PracticeFlow';
import { StartButton } from '../components/StartButton';

/** The public landing page for signed-out visitors (spec part 1 §1). */
export default function LandingPage() {
  return (
    <main style={{ maxWidth: 1120, margin: '0 auto', padding: '48px 24px', width: '100%' }}>
      <Flex vertical gap={64}>
        <LandingHero />
        <FeatureGrid />
        <PracticeFlow />
        <FaqSection />
        <Card style={{ textAlign: 'center' }}>
          <Typography.Title level={3}>{messages.landing.closingTitle}</Typography.Title>
          <StartButton />
        </Card>
      </Flex>
    </main>
  );
}
