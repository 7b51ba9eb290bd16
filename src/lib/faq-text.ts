/** FAQs with their fact tokens filled: the page and its FAQPage structured data must say exactly the same. */
export const filledFaqs = (
  items: ReadonlyArray<{ question: string; answer: string }>,
  fill: (text: string) => string,
): Array<{ question: string; answer: string }> =>
  items.map((item) => ({ question: fill(item.question), answer: fill(item.answer) }))
