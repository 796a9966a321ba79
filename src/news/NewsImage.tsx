// A card's picture with the broken-image rule: on error it tries a random other loaded image this
// card has not tried, then the local fallback, then shows an empty frame (never loops).
import { useRef, useState } from 'react';
import { newsConfig } from '../config/news.ts';
import type { Random } from '../shared/random.ts';
import { nextImageAfterFailure } from './imageFallback.ts';

interface NewsImageProps {
  /** The item's own image (http(s)), or null to start with the local fallback. */
  src: string | null;
  /** Distinct http(s) image URLs of every loaded item. */
  pool: readonly string[];
  rng?: Random;
}

export default function NewsImage({ src, pool, rng = Math.random }: NewsImageProps) {
  const [current, setCurrent] = useState<string | null>(src ?? newsConfig.fallbackImage);
  const tried = useRef(new Set<string>());

  if (current === null) return <div className="news-card__media" aria-hidden="true" />;

  const onError = () => {
    tried.current.add(current);
    setCurrent(nextImageAfterFailure(pool, tried.current, newsConfig.fallbackImage, rng));
  };

  return (
    <img
      className="news-card__media"
      src={current}
      alt=""
      width={newsConfig.imageWidthPx}
      height={newsConfig.imageHeightPx}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={onError}
    />
  );
}
