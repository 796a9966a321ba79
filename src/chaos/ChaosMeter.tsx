// The 'CHAOS METER' gauge: shows the meter in percent, only while it is above 0.
import { content } from '../config/content.ts';
import { useChaos } from './chaosStore.ts';

export function ChaosMeter() {
  const meter = useChaos((s) => s.meter);
  return (
    <div
      className={meter > 0 ? 'meter' : 'meter meter--hidden'}
      data-testid="chaos-meter"
      aria-hidden={meter > 0 ? undefined : true}
    >
      <span className="meter__label">{content.chaosMeterLabel}</span>
      <span
        className="meter__track"
        role="meter"
        aria-label={content.chaosMeterLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={meter}
      >
        <span className="meter__fill" style={{ width: `${meter}%` }} />
      </span>
      {/* One text node, not the number's and the sign's: the sign never moves as the digits change. */}
      <span className="meter__value">{`${meter}%`}</span>
    </div>
  );
}
