// A link to a community channel or explorer: new tab, no opener, and a jolt of chaos on click.
import type { ReactNode } from 'react';
import { isHttpUrl } from '../shared/safeUrl.ts';
import { reactToLinkClick } from './chaosStore.ts';

interface OutboundLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

export function OutboundLink({ href, className, children, ...aria }: OutboundLinkProps) {
  if (!isHttpUrl(href)) {
    // A misconfigured link renders as plain text rather than a link to somewhere unsafe.
    return <span className={className}>{children}</span>;
  }
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={reactToLinkClick}
      {...aria}
    >
      {children}
    </a>
  );
}
