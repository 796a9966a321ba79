// The example rebrand a token team might make (WOBBLE, $WOBBLE and a blue palette): the build
// test of a rebrand applies it to a copy of the project, and docs/rebrand/'s "after" pictures are
// drawn with it (scripts/makeRebrandPictures.ts). Every colour the brand's art draws with is new.
export const exampleRebrand = {
  title: 'WOBBLE',
  ticker: '$WOBBLE',
  colours: {
    bg: '#0a1626',
    bgRaised: '#112238',
    bgCard: '#162a44',
    text: '#eef6ff',
    red: '#ff4a7d',
    amber: '#ffd23f',
    green: '#2ee6c5',
  },
} as const;
