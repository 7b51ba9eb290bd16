/**
 * Whether a fact marked in data/ is confirmed for launch. `confirmed: false` is a placeholder (`npm run check:launch`
 * lists it); the page marks it too, so a preview can never be mistaken for the launched site.
 */
export const isConfirmed = (flag: boolean | null | undefined): boolean => flag !== false

/** A medical page's review is done only when its reviewer and this version of its text are both confirmed. */
export const reviewConfirmed = (reviewer: { confirmed?: boolean | null }, entry: { confirmed?: boolean | null }): boolean =>
  isConfirmed(reviewer.confirmed) && isConfirmed(entry.confirmed)
