// A titled page section: a <section> named by its <h2>, with the shared section styles.
import type { ReactNode } from 'react';

interface SectionProps {
  /** The section's id (an in-page anchor); its title's id is `${id}-title`. */
  id: string;
  /** The section's own class, besides `section`. */
  className: string;
  title: string;
  children: ReactNode;
  'data-testid'?: string;
}

export function Section({ id, className, title, children, ...rest }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={`section ${className}`} aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
