// WCAG 2.3.1 (three flashes or below threshold), the one limit both the effects schema (a value
// above it is refused) and the page's CSS variables (the flash is capped at it) apply.
/** No more than 3 flashes in any one second. */
export const MAX_FLASHES_PER_SECOND = 3;
