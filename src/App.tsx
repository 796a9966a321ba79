// The page: the motion bar (the banner), the intro overlay opening the main content, the content
// sections, the footer, the flash and the effects layer. The landmarks are there from the first
// paint, the intro's included.
import { useEffect } from 'react';
import { FakeNewsFlash } from './chaos/FakeNewsFlash.tsx';
import { Intro } from './intro/Intro.tsx';
import { MotionBar } from './motionBar/MotionBar.tsx';
import { PageRoot } from './PageRoot.tsx';
import { QuoteBanner } from './chaos/QuoteBanner.tsx';
import EffectsLayer from './effects/EffectsLayer.tsx';
import { useReducedMotionSync } from './motionBar/useReducedMotionSync.ts';
import { Footer } from './sections/Footer.tsx';
import { FullWidthImage } from './sections/FullWidthImage.tsx';
import { Hero } from './sections/Hero.tsx';
import { NewsSection } from './sections/NewsSection.tsx';
import { Roadmap } from './sections/Roadmap.tsx';
import { Tokenomics } from './sections/Tokenomics.tsx';
import { pinIntroAnimations } from './intro/introTimeline.ts';
import { applyVisitorSettings } from './chaos/chaosStore.ts';
import { startChaosClock } from './chaos/clockDriver.ts';

export function App() {
  useEffect(() => {
    applyVisitorSettings();
    // The store now holds the visitor's pause (boot.ts's stand-in for it can go), and the
    // intro's animations stay on the visitor's clock even where React made their elements anew.
    delete document.documentElement.dataset.motionPaused;
    pinIntroAnimations();
    // Marks the page as live (the prerendered HTML is now React's): tests and tooling wait on it.
    document.documentElement.dataset.hydrated = 'true';
    return startChaosClock();
  }, []);
  useReducedMotionSync();
  return (
    <>
      <MotionBar />
      <PageRoot>
        <main>
          <Intro />
          <Hero />
          <QuoteBanner />
          <NewsSection />
          <Tokenomics />
          <FullWidthImage />
          <Roadmap />
        </main>
        <Footer />
      </PageRoot>
      <FakeNewsFlash />
      <EffectsLayer />
    </>
  );
}
