// The first script the page runs: waits until the prerendered page has painted, then loads the
// app (which hydrates it), so no JavaScript download or work stands before the first paint.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main.tsx');
  }, 0);
});
