// The fullscreen effects layer over the page (falling candles, chaos bursts, intro words).
// Placeholder until the Pixi stage lands.
export default function EffectsLayer() {
  return null;
}
