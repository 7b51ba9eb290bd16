import type { BrowserContext, Page, Request } from "playwright-core"

import { settleThrough, waitUntil } from "./settle"

/**
 * A stand-in for Google's gtag/js, answered on this machine: it works the queue the way the real tag does (the entries
 * made before it arrived first, then each one pushed after), keeps `set` and `config` parameters for later hits, sends
 * the config's page view unless told not to, and sends each hit to GA4's collect endpoint with the same fields (dl,
 * dr, dt, en, ep.*, npa), with gtag's precedence: an event's parameters over its target's `config` over `set`. Where a
 * hit is not given page_location, page_referrer or page_title it reads the page's own address, referrer and title, as
 * Google's does, so an address left uncleaned shows up in the hit. While gtag's opt-out flag (window["ga-disable-<id>"])
 * is raised it sends nothing, as Google's does.
 */
const STAND_IN = `(function(){
  var dl = window.dataLayer = window.dataLayer || [];
  var globals = {}, targets = {}, own = ["page_location","page_referrer","page_title","send_page_view","linker",
    "allow_google_signals","allow_ad_personalization_signals"];
  function send(tid, name, params) {
    if (window["ga-disable-" + tid] === true) return;
    var p = Object.assign({}, globals, targets[tid], params);
    var q = new URLSearchParams({ v: "2", tid: tid, en: name, dl: p.page_location || location.href,
      dr: p.page_referrer || document.referrer, dt: p.page_title || document.title });
    if (p.allow_ad_personalization_signals === false) q.append("npa", "1");
    if (p.user_id) q.append("uid", p.user_id);
    Object.keys(p).forEach(function (key) {
      if (own.indexOf(key) < 0 && key !== "user_id" && p[key] !== undefined) q.append("ep." + key, String(p[key]));
    });
    fetch("https://region1.google-analytics.com/g/collect?" + q, { method: "POST", mode: "no-cors", keepalive: true });
  }
  function run(args) {
    if (args[0] === "set") Object.assign(globals, args[1]);
    else if (args[0] === "config") {
      targets[args[1]] = Object.assign({}, args[2]);
      if (!args[2] || args[2].send_page_view !== false) send(args[1], "page_view", {});
    } else if (args[0] === "event") Object.keys(targets).forEach(function (tid) { send(tid, args[1], args[2] || {}); });
  }
  dl.forEach(run);
  dl.push = function () {
    for (var i = 0; i < arguments.length; i++) run(arguments[i]);
    return Array.prototype.push.apply(dl, arguments);
  };
})()`

/** One hit the collect endpoint received: its fields, and the whole request as sent (to search for leaks). */
export interface Hit {
  fields: Record<string, string>
  raw: string
}

export interface GoogleAnalyticsStandIn {
  hits: Hit[]
  /** The marks settle() sent through the page, kept out of `hits`. */
  marks: string[]
  /** Requests for gtag/js, in order. */
  tagRequests: Request[]
  /** Answers gtag/js requests held until now, and every later one at once. */
  release: () => void
}

/**
 * Answers gtag/js and GA4's collect endpoint in `context`, on this machine; nothing reaches Google. With `hold`, the
 * tag is answered only once release() is called, as on a slow connection.
 */
export async function googleAnalyticsStandIn(context: BrowserContext, { hold = false } = {}): Promise<GoogleAnalyticsStandIn> {
  const hits: Hit[] = []
  const marks: string[] = []
  const tagRequests: Request[] = []
  let release = () => undefined as void
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  await context.route(
    (url) => url.href.startsWith("https://www.googletagmanager.com/gtag/js"),
    async (route) => {
      tagRequests.push(route.request())
      await released
      await route.fulfill({ status: 200, contentType: "text/javascript", body: STAND_IN })
    },
  )
  await context.route(
    (url) => url.hostname.endsWith(".google-analytics.com") && url.pathname === "/g/collect",
    async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      if (url.searchParams.get("en") === SETTLE_MARK) {
        marks.push(url.searchParams.get("mark")!)
        return route.fulfill({ status: 204 })
      }
      hits.push({
        fields: Object.fromEntries(url.searchParams),
        raw: decodeURIComponent(`${request.url()} ${request.postData() ?? ""}`.replace(/\+/g, " ")),
      })
      await route.fulfill({ status: 204 })
    },
  )
  return { hits, marks, tagRequests, release: () => release() }
}

/** The hits of one event the stand-in received, in order. */
export const named = (ga: GoogleAnalyticsStandIn, event: string): Hit[] => ga.hits.filter((hit) => hit.fields.en === event)

/** The event name of settle()'s request, which the stand-in counts apart from the site's hits. */
const SETTLE_MARK = "test_settled"

/** Settles every hit the page has sent so far through the collect endpoint (settleThrough). */
export const settle = (page: Page, ga: GoogleAnalyticsStandIn): Promise<void> =>
  settleThrough(
    page,
    (mark) => `https://region1.google-analytics.com/g/collect?en=${SETTLE_MARK}&mark=${mark}`,
    ga.marks,
    "the collect endpoint",
  )

/** Waits until `count` hits of `event` have been sent, then settles, so a duplicate sent with them is seen too. */
export const sent = async (page: Page, ga: GoogleAnalyticsStandIn, event: string, count = 1): Promise<Hit[]> => {
  await waitUntil(() => named(ga, event).length >= count, `${count} ${event} hit(s), with ${named(ga, event).length} so far`)
  await settle(page, ga)
  return named(ga, event)
}
