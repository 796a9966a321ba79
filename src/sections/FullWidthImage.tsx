// A full-width image section: original art spanning the viewport.
import { content } from '../config/content.ts';

export function FullWidthImage() {
  return (
    <section className="full-bleed" aria-label={content.banner.label}>
      <img
        src="/art/banner.svg"
        alt={content.banner.imageAlt}
        width="1600"
        height="500"
        loading="lazy"
        decoding="async"
      />
    </section>
  );
}
