// How many of each thing the product specification shows: the rebrand check
// (src/config/content.schema.ts) holds content.ts to these counts. A team that wants another
// number of quotes, roadmap phases, intro words or tokenomics cards changes it here, on purpose.

export const specCounts = {
  /** Quote lines in the banner (the spec's seeded list of 8). */
  quotes: 8,
  /** Roadmap phases (the spec's four). */
  roadmapPhases: 4,
  /** Intro words appearing one after another (the spec's three, at about 1, 2 and 3 s). */
  introWords: 3,
  /** Tokenomics cards (the spec's six). */
  tokenomicsCards: 6,
} as const;

export type SpecCounts = { [K in keyof typeof specCounts]: number };
