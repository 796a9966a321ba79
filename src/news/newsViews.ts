// Where a card reports that it was opened: the view reporter that newsSource builds (the only
// module talking to the backend) is registered here once loaded; until then, and without a
// backend, opening a card reports nothing.

/** Tells the backend that the story with this row id was opened; never throws, never waits. */
export type ReportView = (id: string) => void;

let reporter: ReportView | null = null;

export function setViewReporter(next: ReportView | null): void {
  reporter = next;
}

/** Reports one open of the item, after the card's own action; a reporter failure is only logged. */
export function reportNewsView(item: { id: string }): void {
  if (!item.id || !reporter) return;
  try {
    reporter(item.id);
  } catch (error) {
    console.warn('news: reporting a view failed', error);
  }
}
