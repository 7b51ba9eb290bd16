// Post-build step 3: each page starts Gatsby's chunk scripts only once its largest paint is on screen.
// Gatsby ends every page with <script async> tags for its runtime, React and the app (written through its scripts
// slice, so no server rendering hook sees them). On a fast connection they arrive while the HTML is still being parsed
// and run before the browser's first paint, so the page's largest text waits for React to evaluate: LCP measured 2.2
// to 3.6 times that of the same page without scripts. The tags become a tiny inline loader that inserts them once the
// largest paint is on screen: the prerendered page shows first, then hydrates.

const chunkScripts = /(?:<script src="([^"]+)" async(?:="")?><\/script>)+/

/** How long the scripts wait at most for the browser to report the largest paint (it may never, after an early tap). */
export const LARGEST_PAINT_WAIT_MS = 2000

/**
 * The loader. It waits for the browser's largest-contentful-paint report, which comes once that frame is on screen: a
 * frame callback fires before the frame is presented, and scripts fetched in between were counted against the paint.
 * A hidden tab paints nothing, so there the scripts load at once; a browser with no such report waits for one frame.
 * A visitor who focuses a control or submits a form needs the scripts now (the lead form holds an early submit until
 * they arrive), so either starts them at once.
 */
const loader = (sources: string[]) =>
  `<script>(function(){var d=0;function l(){if(d)return;d=1;${JSON.stringify(sources)}.forEach(function(s){` +
  `var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})}` +
  `["focusin","submit"].forEach(function(t){document.addEventListener(t,l,true)});` +
  `var P=window.PerformanceObserver;if(document.visibilityState==="hidden")l();` +
  `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){` +
  `new P(function(x,o){o.disconnect();setTimeout(l,0)}).observe({type:"largest-contentful-paint",buffered:true});` +
  `setTimeout(l,${LARGEST_PAINT_WAIT_MS})}` +
  `else requestAnimationFrame(function(){setTimeout(l,0)})})()</script>`

/**
 * The page with its async chunk scripts, then `alsoAfterPaint` (third-party scripts such as Google's tag), loaded after
 * the largest paint; unchanged when it has no chunk scripts (or was done).
 */
export const paintFirst = (html: string, alsoAfterPaint: ReadonlyArray<string> = []): string =>
  html.replace(chunkScripts, (tags) =>
    loader([...[...tags.matchAll(/src="([^"]+)"/g)].map((match) => match[1]), ...alsoAfterPaint]),
  )
