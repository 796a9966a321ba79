// Hero: title, ticker, slogan, the FAKE NEWS icon, the four outbound buttons, the contract address
// and the live market strip under it.
import { content } from '../config/content.ts';
import { ContractAddress } from './ContractAddress.tsx';
import { OutboundLink } from '../chaos/OutboundLink.tsx';
import { MarketStrip } from '../market/MarketStrip.tsx';
import { showFakeNewsFlash } from '../chaos/chaosStore.ts';

export function Hero() {
  const { telegram, x, explorers } = content.links;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <button
        type="button"
        className="hero__icon"
        onClick={showFakeNewsFlash}
        aria-label={content.fakeNewsButtonLabel}
      >
        <img src="/art/megaphone.svg" alt="" width="96" height="96" />
      </button>
      <h1 id="hero-title" className="hero__title">
        {content.title}
      </h1>
      <p className="hero__ticker">{content.ticker}</p>
      <p className="hero__slogan">{content.slogan}</p>
      <div className="hero__actions">
        <OutboundLink href={telegram.url} className="button button--primary">
          {telegram.label}
        </OutboundLink>
        <OutboundLink href={x.url} className="button button--secondary">
          {x.label}
        </OutboundLink>
      </div>
      <ul className="hero__explorers" aria-label={content.links.explorersLabel}>
        {explorers.map((explorer) => (
          <li key={explorer.name}>
            <OutboundLink href={explorer.url} className="explorer">
              <img src={explorer.logo} alt={explorer.name} width="160" height="48" />
            </OutboundLink>
          </li>
        ))}
      </ul>
      <ContractAddress />
      <MarketStrip />
    </section>
  );
}
