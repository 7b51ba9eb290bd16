// The benchmark's gtag/js: a script generated here, the same bytes on every run, that weighs what Google's GA4 tag does
// (over 300 KB raw, over 95 KB gzip) and costs what it does to compile and run (some tens of ms of one desktop core),
// and that works gtag's queue as the real tag does, so the page view and events reach the collect endpoint as hits.
// A light stand-in would flatter the production build: the real tag is the heaviest script its pages load.

/** GA4's tag (gtag/js for a G- id) as Google served it in 2025-2026: about 330-400 KB raw, 110-135 KB gzip. */
export const GA4_WEIGHT = { minRawBytes: 300 * 1024, minGzipBytes: 95 * 1024 }

/** Where the stand-in sends hits, as GA4 does for visitors in North America. */
export const COLLECT_URL = "https://region1.google-analytics.com/g/collect"

// The queue worker: entries made before the tag arrived first, then each one pushed after; `set` and `config`
// parameters kept for later hits; the config's page view unless send_page_view is false; each hit posted with GA4's
// fields (v, tid, cid, sid, en, dl, dr, dt, ep.*, npa) as a beacon. A client id is kept in the _ga cookie, as GA4 does.
const QUEUE_WORKER = `
  var dl = w.dataLayer = w.dataLayer || [];
  var globals = {}, targets = {}, own = ["page_location","page_referrer","page_title","send_page_view","linker",
    "allow_google_signals","allow_ad_personalization_signals","cookie_flags","cookie_domain"];
  var cid = (d.cookie.match(/(?:^|; )_ga=GA1\\.1\\.([0-9.]+)/) || [])[1];
  if (!cid) {
    cid = Math.floor(Math.random() * 2147483647) + "." + Math.floor(Date.now() / 1000);
    d.cookie = "_ga=GA1.1." + cid + "; max-age=63072000; path=/; SameSite=Lax";
  }
  var sid = String(Math.floor(Date.now() / 1000)), seq = 0;
  function send(tid, name, params) {
    var p = Object.assign({}, globals, targets[tid], params);
    var q = new URLSearchParams({ v: "2", tid: tid, gtm: "45je" + boot.toString(36), cid: cid, sid: sid,
      _s: String(++seq), en: name, dl: p.page_location || location.href, dr: p.page_referrer || d.referrer,
      dt: p.page_title || d.title });
    if (p.allow_ad_personalization_signals === false) q.append("npa", "1");
    if (p.user_id) q.append("uid", p.user_id);
    Object.keys(p).forEach(function (key) {
      if (own.indexOf(key) < 0 && key !== "user_id" && p[key] !== undefined && typeof p[key] !== "object")
        q.append("ep." + key, String(p[key]));
    });
    var url = "${COLLECT_URL}?" + q;
    if (!(navigator.sendBeacon && navigator.sendBeacon(url)))
      fetch(url, { method: "POST", mode: "no-cors", keepalive: true, credentials: "include" });
  }
  function run(args) {
    if (args[0] === "set") Object.assign(globals, args[1]);
    else if (args[0] === "config") {
      targets[args[1]] = Object.assign({}, args[2]);
      if (!args[2] || args[2].send_page_view !== false) send(args[1], "page_view", {});
    } else if (args[0] === "event") Object.keys(targets).forEach(function (tid) { send(tid, args[1], args[2] || {}); });
  }
  for (var i = 0; i < dl.length; i++) run(dl[i]);
  var push = dl.push;
  dl.push = function () {
    for (var i = 0; i < arguments.length; i++) run(arguments[i]);
    return push.apply(dl, arguments);
  };
`

/** A small seeded generator (mulberry32): the same script from the same seed. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"

/**
 * The tag's text. Most of it is generated modules in the shape of a minified bundle (string tables, constants, small
 * functions with loops and object literals), each called at start-up so that V8 compiles and runs it, as the real tag
 * does with its own. `modules` and `rounds` set the weight and the run time; the defaults are GA4's.
 */
export function gtagStandIn({ modules = 1340, rounds = 2, seed = 0x6a4 } = {}): string {
  const next = random(seed)
  const int = (max: number) => Math.floor(next() * max)
  const word = (min: number, max: number) => {
    let text = ""
    const length = min + int(max - min + 1)
    for (let i = 0; i < length; i++) text += ALPHABET[int(ALPHABET.length)]
    return text
  }
  const parts: string[] = []
  for (let index = 0; index < modules; index++) {
    const strings = Array.from({ length: 2 + int(3) }, () => JSON.stringify(word(8, 32)))
    const keys = Array.from({ length: 3 + int(4) }, () => ALPHABET[int(52)] + word(1, 6))
    const numbers = Array.from({ length: 3 }, () => 1 + int(65521))
    switch (index % 4) {
      case 0:
        parts.push(
          `M[${index}]=function(a,b){var s=[${strings.join(",")}],h=${numbers[0]}^a;` +
            `for(var i=0;i<s.length;i++)for(var j=0;j<s[i].length;j++)h=Math.imul(h^s[i].charCodeAt(j),${numbers[1]})>>>0;` +
            `return{${keys.map((key, k) => `${key}:h%${numbers[k % 3] + 1}`).join(",")},r:b+(h&255)}};`,
        )
        break
      case 1:
        parts.push(
          `M[${index}]=function(a,b){var o={${keys.map((key, k) => `${key}:${strings[k % strings.length]}`).join(",")}},` +
            `t=0;for(var k in o)t=(t*${numbers[0] % 97}+o[k].length+a)%${numbers[1]};` +
            `return{r:b^t,k:Object.keys(o).join("${word(1, 1)}").length}};`,
        )
        break
      case 2:
        parts.push(
          `M[${index}]=function(a,b){var r=new RegExp(${JSON.stringify(`^${word(3, 6)}|[${word(4, 8)}]+`)},"g"),` +
            `s=${strings[0]}+a+${strings[1]},m=s.replace(r,"${word(1, 3)}");` +
            `return{r:(b+m.length*${numbers[2] % 89})%${numbers[0]},v:m.slice(${int(8)})}};`,
        )
        break
      default:
        parts.push(
          `M[${index}]=function(a,b){var x=[${numbers.join(",")},${int(4096)},${int(4096)}],y=0;` +
            `for(var i=0;i<${16 + int(32)};i++)y=(y+x[(i+a)%x.length]*(i+1))%${numbers[1]};` +
            `return{r:(b+y)|0,n:${strings[0]}.length,${keys[0]}:${strings[1]}}};`,
        )
    }
  }
  return (
    `/* Benchmark stand-in for Google's gtag/js (GA4): generated, deterministic; weight and start-up cost of the real tag. */\n` +
    `(function(w,d){var M=[];\n${parts.join("\n")}\n` +
    // Start-up: every module run `rounds` times, as the real tag builds its tables before it reads the queue.
    `var boot=0;for(var r=0;r<${rounds};r++)for(var i=0;i<M.length;i++)boot=M[i](r+i,boot).r|0;boot=boot>>>0;\n` +
    `${QUEUE_WORKER}})(window,document);\n`
  )
}
