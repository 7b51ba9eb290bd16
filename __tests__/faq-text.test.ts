import { filledFaqs } from "../src/lib/faq-text"

describe("FAQs with their fact tokens filled", () => {
  it("fills both the question and the answer, in the FAQs' order", () => {
    const fill = (text: string) => text.replace("{fee}", "$0")
    expect(
      filledFaqs(
        [
          { question: "What is the fee ({fee})?", answer: "It is {fee}." },
          { question: "Who?", answer: "Anyone in Ontario." },
        ],
        fill,
      ),
    ).toEqual([
      { question: "What is the fee ($0)?", answer: "It is $0." },
      { question: "Who?", answer: "Anyone in Ontario." },
    ])
  })
})
