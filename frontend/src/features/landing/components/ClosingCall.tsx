import { landing } from '../../../shared/content/landing';
import { StartButton } from './StartButton';

export function ClosingCall() {
  return (
    <section className="site-section landing-closing" aria-labelledby="closing-title">
      <div className="site-container landing-closing__inner">
        <h2 className="site-section__title" id="closing-title">
          {landing.closingTitle}
        </h2>
        <p className="landing-closing__text">{landing.closingText}</p>
        <StartButton />
      </div>
    </section>
  );
}
