// Footer: logo, tagline, community links and the meme-token disclaimer.
import { content } from '../config/content.ts';
import { OutboundLink } from '../chaos/OutboundLink.tsx';

export function Footer() {
  const { telegram, x, horizon } = content.links;
  const names = content.footer.links;
  return (
    <footer className="footer">
      <img src="/art/logo.svg" alt={content.footer.logoAlt} width="64" height="64" loading="lazy" />
      <p className="footer__tagline">{content.footer.tagline}</p>
      <nav aria-label={content.footer.linksLabel}>
        <ul className="footer__links">
          <li>
            <OutboundLink href={telegram.url}>{names.telegram}</OutboundLink>
          </li>
          <li>
            <OutboundLink href={x.url}>{names.x}</OutboundLink>
          </li>
          <li>
            <OutboundLink href={horizon.url}>{names.horizon}</OutboundLink>
          </li>
        </ul>
      </nav>
      <p className="footer__disclaimer">{content.footer.disclaimer}</p>
    </footer>
  );
}
