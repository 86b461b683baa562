import { landing } from '../../../shared/content/landing';
import { loginUrl } from '../../../shared/lib/navigation';

/** '無料で始める': a full navigation to sign-in, back to the community afterwards (spec part 1 §2). */
export function StartButton() {
  return (
    <a className="site-button site-button--accent site-button--large" href={loginUrl('/community')}>
      {landing.startFree}
    </a>
  );
}
