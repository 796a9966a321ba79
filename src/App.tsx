// The page: intro overlay, motion controls, the content sections, the flash and the effects layer.
import { useEffect } from 'react';
import { content } from './config/content.ts';
import { ChaosMeter } from './components/ChaosMeter.tsx';
import { FakeNewsFlash } from './components/FakeNewsFlash.tsx';
import { Intro } from './components/Intro.tsx';
import { PauseControl } from './components/PauseControl.tsx';
import { QuoteBanner } from './components/QuoteBanner.tsx';
import EffectsLayer from './effects/EffectsLayer.tsx';
import { useHydrated } from './hooks/useHydrated.ts';
import { useReducedMotionSync } from './hooks/useReducedMotionSync.ts';
import { Footer } from './sections/Footer.tsx';
import { FullWidthImage } from './sections/FullWidthImage.tsx';
import { Hero } from './sections/Hero.tsx';
import { NewsSection } from './sections/NewsSection.tsx';
import { Roadmap } from './sections/Roadmap.tsx';
import { Tokenomics } from './sections/Tokenomics.tsx';
import {
  applyVisitorSettings,
  selectIntroVisible,
  selectShaking,
  useChaos,
} from './store/chaosStore.ts';
import { startChaosClock } from './store/clockDriver.ts';

export function App() {
  useEffect(() => {
    applyVisitorSettings();
    // Marks the page as live (the prerendered HTML is now React's): tests and tooling wait on it.
    document.documentElement.dataset.hydrated = 'true';
    return startChaosClock();
  }, []);
  useReducedMotionSync();
  // Without JavaScript the intro never ends, so the prerendered page is not hidden under it.
  const introVisible = useChaos(selectIntroVisible);
  const hydrated = useHydrated();
  const pageHidden = introVisible && hydrated;
  const shaking = useChaos(selectShaking);
  return (
    <>
      <div className="controls" role="region" aria-label={content.pause.regionLabel}>
        <PauseControl />
        <ChaosMeter />
      </div>
      <Intro />
      <div
        className={shaking ? 'page shaking' : 'page'}
        inert={pageHidden}
        aria-hidden={pageHidden ? true : undefined}
        data-testid="page"
      >
        <main>
          <Hero />
          <QuoteBanner />
          <NewsSection />
          <Tokenomics />
          <FullWidthImage />
          <Roadmap />
        </main>
        <Footer />
      </div>
      <FakeNewsFlash />
      <EffectsLayer />
    </>
  );
}
