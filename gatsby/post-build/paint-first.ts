// Post-build step 3: each page starts Gatsby's chunk scripts only once its largest paint is on screen, and third-party
// scripts (Google's tag) only once the page has loaded and the visitor touches it, or some seconds later.
// Gatsby ends every page with <script async> tags for its runtime, React and the app (written through its scripts
// slice, so no server rendering hook sees them). On a fast connection they arrive while the HTML is still being parsed
// and run before the browser's first paint, so the page's largest text waits for React to evaluate: LCP measured 2.2
// to 3.6 times that of the same page without scripts. The tags become a tiny inline loader that inserts them once the
// largest paint is on screen: the prerendered page shows first, then hydrates.
// Google's tag is the heaviest script of every page: started with the chunks, its start-up was one long task while the
// page loaded (total blocking time 390-630 ms against a budget of 100 on a simulated phone, issue 13; 29-96 ms without
// it). It waits until the visitor is reading: what it records waits in gtag's inline queue meanwhile.

const chunkScripts = /(?:<script src="([^"]+)" async(?:="")?><\/script>)+/

/** How long the scripts wait at most for the browser to report the largest paint (it may never, after an early tap). */
export const LARGEST_PAINT_WAIT_MS = 2000

/** How long after the load event third-party scripts start when the visitor has not touched the page before. */
export const THIRD_PARTY_WAIT_MS = 5000

/** The visitor's first touch of the page, any of which starts third-party scripts at once. */
export const FIRST_TOUCH_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin", "submit"]

/**
 * The loader. It waits for the browser's largest-contentful-paint report, which comes once that frame is on screen: a
 * frame callback fires before the frame is presented, and scripts fetched in between were counted against the paint.
 * A hidden tab paints nothing, so there the scripts load at once; a browser with no such report waits for one frame.
 * A visitor who focuses a control or submits a form needs the scripts now (the lead form holds an early submit until
 * they arrive), so either starts them at once.
 * Third-party scripts start on the visitor's first touch, when the tab is hidden (a visitor leaving, or a page opened
 * in the background) or THIRD_PARTY_WAIT_MS after the load event, whichever is first.
 */
const loader = (sources: string[], later: ReadonlyArray<string>) =>
  `<script>(function(){var d=0,t=0,D=document;function a(s){` +
  `var e=D.createElement("script");e.src=s;e.async=true;D.body.appendChild(e)}` +
  `function l(){if(d)return;d=1;${JSON.stringify(sources)}.forEach(a)}` +
  `["focusin","submit"].forEach(function(x){D.addEventListener(x,l,true)});` +
  (later.length
    ? `function g(){if(t)return;t=1;${JSON.stringify(later)}.forEach(a)}` +
      `${JSON.stringify(FIRST_TOUCH_EVENTS)}.forEach(function(x){D.addEventListener(x,g,{capture:true,passive:true})});` +
      `D.addEventListener("visibilitychange",function(){if(D.visibilityState==="hidden")g()});` +
      `if(D.visibilityState==="hidden")g();` +
      `window.addEventListener("load",function(){setTimeout(g,${THIRD_PARTY_WAIT_MS})});`
    : "") +
  `var P=window.PerformanceObserver;if(D.visibilityState==="hidden")l();` +
  `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){` +
  `new P(function(x,o){o.disconnect();setTimeout(l,0)}).observe({type:"largest-contentful-paint",buffered:true});` +
  `setTimeout(l,${LARGEST_PAINT_WAIT_MS})}` +
  `else requestAnimationFrame(function(){setTimeout(l,0)})})()</script>`

/**
 * The page with its async chunk scripts loaded after the largest paint, and `thirdParty` scripts (Google's tag) after
 * the load event, as above; unchanged when it has no chunk scripts (or was done).
 */
export const paintFirst = (html: string, thirdParty: ReadonlyArray<string> = []): string =>
  html.replace(chunkScripts, (tags) =>
    loader(
      [...tags.matchAll(/src="([^"]+)"/g)].map((match) => match[1]),
      thirdParty,
    ),
  )
