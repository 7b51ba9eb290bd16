/** The text a reader sees in an element, one space between text nodes so block boundaries never glue two words. */
export const visibleText = (root: Node): string => {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const parts: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "")
  return parts.join(" ")
}
