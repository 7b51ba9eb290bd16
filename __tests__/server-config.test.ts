import { BUILD_FILES, canonicalPath, headersFor } from "../gatsby/server-config/http-rules"
import { requestTarget } from "../gatsby/server-config/local-server"
import { netlifyHeaders, netlifyRedirects } from "../gatsby/server-config/netlify"
import { nginxIncludes } from "../gatsby/server-config/nginx"

describe("one URL per page", () => {
  it.each([
    ["/index.html", "/"],
    ["/contact/index.html", "/contact"],
    ["/contact/", "/contact"],
    ["/contact//", "/contact"],
    ["//contact", "/contact"],
    ["/services//consultation", "/services/consultation"],
    ["//services/consultation/index.html", "/services/consultation"],
    ["//", "/"],
  ])("%s redirects to %s", (pathname, canonical) => {
    expect(canonicalPath(pathname)).toBe(canonical)
  })

  it.each(["/", "/contact", "/services/consultation", "/static/app-0123456789abcdef0123.js", "/page-data/app-data.json"])(
    "%s is already canonical",
    (pathname) => {
      expect(canonicalPath(pathname)).toBeNull()
    },
  )

  it.each(["//evil.example", "//evil.example/", "///evil.example", "/\\evil.example/", "//\\evil.example"])(
    "%s gets no redirect a browser would read as another host",
    (pathname) => {
      const canonical = canonicalPath(pathname)
      if (canonical !== null) expect(canonical).toMatch(/^\/(?:[^/\\]|$)/)
    },
  )

  it("reads a request target as sent, not as a URL relative to a host", () => {
    expect(requestTarget("//contact?ref=x")).toEqual({ pathname: "//contact", search: "?ref=x" })
    expect(requestTarget("/a?b?c")).toEqual({ pathname: "/a", search: "?b?c" })
    expect(requestTarget(undefined)).toEqual({ pathname: "/", search: "" })
  })
})

describe("build files no page loads", () => {
  it.each([
    "/webpack.stats.json",
    "/chunk-map.json",
    "/app-0123456789abcdef0123.js.LICENSE.txt",
    "/framework-0123456789abcdef0123.js.LICENSE.txt",
    "/_gatsby/slices/_gatsby-scripts-1.html",
    "/app-0123456789abcdef0123.js.map",
  ])("%s is hidden", (file) => {
    expect(BUILD_FILES.test(file)).toBe(true)
  })

  it.each([
    "/app-0123456789abcdef0123.js",
    "/page-data/app-data.json",
    "/page-data/sq/d/123.json",
    "/sitemap-index.xml",
    "/static/logo-abc.png",
    "/contact",
  ])("%s is served", (file) => {
    expect(BUILD_FILES.test(file)).toBe(false)
  })
})

describe("the managed host's redirects", () => {
  const files = ["/index.html", "/contact/index.html", "/webpack.stats.json", "/app-0123456789abcdef0123.js.LICENSE.txt"]
  const lines = netlifyRedirects(["/", "/contact"], files).split("\n")

  it("sends /index.html and /x/index.html to the route, before the route's own rewrite", () => {
    expect(lines).toContain("/index.html  /  301!")
    expect(lines).toContain("/contact/index.html  /contact  301!")
    expect(lines.indexOf("/contact/index.html  /contact  301!")).toBeLessThan(lines.indexOf("/contact  /contact/index.html  200"))
  })

  it("answers the build files with the not-found page, forced over the files that exist", () => {
    expect(lines).toContain("/webpack.stats.json  /404.html  404!")
    expect(lines).toContain("/app-0123456789abcdef0123.js.LICENSE.txt  /404.html  404!")
    expect(lines).not.toContain("/contact/index.html  /404.html  404!")
  })
})

describe("the addresses pages had before", () => {
  const moved = [{ from: "/fr/conditions/anxiety", to: "/fr/conditions/anxiete" }]

  it("are answered by nginx with a 301 to the page's address now, the query kept", () => {
    const nginx = nginxIncludes("https://www.example.ca", false, moved)
    expect(nginx["http.conf"]).toContain(
      'map $uri $site_moved_to {\n  default "";\n  "/fr/conditions/anxiety" "/fr/conditions/anxiete";\n}',
    )
    expect(nginx["server.conf"]).toContain("if ($site_moved_to) {\n  return 301 $site_moved_to$is_args$args;\n}")
  })

  it("are answered by the managed host with a forced 301, ahead of every other rule", () => {
    const lines = netlifyRedirects(["/fr/conditions/anxiete"], [], moved).split("\n")
    expect(lines[1]).toBe("/fr/conditions/anxiety  /fr/conditions/anxiete  301!")
  })
})

describe("the editor's opener policy (the GitHub backend's sign-in popup talks back to /admin)", () => {
  it("is same-origin-allow-popups on /admin and its files, same-origin everywhere else", () => {
    for (const pathname of ["/admin", "/admin/", "/admin/cms.js"])
      expect(headersFor(pathname, false)["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups")
    for (const pathname of ["/", "/administration", "/contact"])
      expect(headersFor(pathname, false)["Cross-Origin-Opener-Policy"]).toBe("same-origin")
  })

  it("is what nginx's includes and the managed host's _headers say for /admin", () => {
    const nginx = nginxIncludes("https://www.example.ca", false, [])
    expect(nginx["http.conf"]).toContain('"~^/admin(/|$)" "same-origin-allow-popups";')
    expect(nginx["headers.conf"]).toContain("add_header Cross-Origin-Opener-Policy $site_cross_origin_opener_policy always;")
    expect(netlifyHeaders([], false)).toContain("/admin/*\n  Cross-Origin-Opener-Policy: same-origin-allow-popups")
  })
})
