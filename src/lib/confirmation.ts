/**
 * Whether a fact marked in data/ is confirmed for launch: only an explicit `confirmed: true`. Anything else is a
 * placeholder (`npm run check:launch` lists it); the page marks it too, so a preview can never be mistaken for the
 * launched site. A missing flag counts as unconfirmed, so a new entry is never launch-ready by omission.
 */
export const isConfirmed = (flag: boolean | null | undefined): boolean => flag === true

/** A medical page's review is done only when its reviewer and this version of its text are both confirmed. */
export const reviewConfirmed = (reviewer: { confirmed?: boolean | null }, entry: { confirmed?: boolean | null }): boolean =>
  isConfirmed(reviewer.confirmed) && isConfirmed(entry.confirmed)
