// Roadmap: the four phases and the TRIGGER CHAOS MODE button.
import { content } from '../config/content.ts';
import { triggerChaosMode } from '../chaos/chaosStore.ts';
import { Section } from './Section.tsx';

export function Roadmap() {
  return (
    <Section id="roadmap" className="roadmap" title={content.roadmap.title}>
      <ol className="roadmap__phases">
        {content.roadmap.phases.map((phase) => (
          <li key={phase.number} className="roadmap__phase" data-testid="roadmap-phase">
            <span className="roadmap__number" aria-hidden="true">
              {phase.number}
            </span>
            <h3 className="roadmap__title">
              <span className="visually-hidden">{content.roadmap.phaseLabel(phase.number)}</span>
              {phase.title}
            </h3>
            <p>{phase.description}</p>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--chaos" onClick={triggerChaosMode}>
        {content.roadmap.chaosButton}
      </button>
    </Section>
  );
}
