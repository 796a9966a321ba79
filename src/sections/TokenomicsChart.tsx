// The chart.js doughnut of the supply shares; loaded in its own chunk when the section nears view.
import { useEffect, useRef } from 'react';
import { ArcElement, Chart, DoughnutController } from 'chart.js';
import { content } from '../config/content.ts';
import { effects } from '../effects/liveEffects.ts';
import { onPaletteChange, palette } from '../styles/livePalette.ts';
import { chaosStore } from '../chaos/chaosStore.ts';
import { describeShares, supplyShares } from './tokenomicsShares.ts';

// No Tooltip plugin: the legend beside the chart already gives every slice's name and share as
// text (a hover tooltip repeated it, out of reach on touch screens, for 5.4 KB gz of JavaScript).
Chart.register(DoughnutController, ArcElement);

export default function TokenomicsChart() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const shares = supplyShares();
    const { paused, reducedMotion } = chaosStore.getState();
    const chart = new Chart(canvas, {
      type: 'doughnut',
      data: {
        labels: shares.map((s) => s.label),
        datasets: [
          {
            data: shares.map((s) => s.percent),
            backgroundColor: shares.map((s) => s.color),
            borderColor: palette.bg,
            borderWidth: 3,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: true,
        cutout: '62%',
        animation: paused || reducedMotion ? false : { duration: effects.chart.animationMs },
        plugins: { legend: { display: false } },
      },
    });
    // Dev server: a saved palette.ts recolours the chart in place.
    const stopFollowing = import.meta.hot
      ? onPaletteChange(() => {
          const [dataset] = chart.data.datasets;
          if (!dataset) return;
          dataset.backgroundColor = supplyShares().map((s) => s.color);
          dataset.borderColor = palette.bg;
          chart.update('none');
        })
      : () => {};
    return () => {
      stopFollowing();
      chart.destroy();
    };
  }, []);
  return (
    <canvas
      ref={canvasRef}
      className="tokenomics__canvas"
      role="img"
      aria-label={`${content.tokenomics.chartLabel}: ${describeShares(supplyShares())}`}
      data-testid="tokenomics-chart"
    />
  );
}
