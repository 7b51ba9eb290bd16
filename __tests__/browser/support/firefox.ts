import puppeteer, { type Browser, type Page } from "puppeteer-core"

const DEAD_PROXY = { host: "127.0.0.1", port: 9 }

/**
 * Firefox ESR over WebDriver BiDi (puppeteer-core). It cannot reach the internet: every connection but to 127.0.0.1
 * goes to a proxy that is not there (Firefox's own background requests too), and pages abort any such request.
 */
export const launchFirefox = (): Promise<Browser> =>
  puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH || "/usr/bin/firefox-esr",
    headless: true,
    extraPrefsFirefox: {
      "network.proxy.type": 1,
      "network.proxy.http": DEAD_PROXY.host,
      "network.proxy.http_port": DEAD_PROXY.port,
      "network.proxy.ssl": DEAD_PROXY.host,
      "network.proxy.ssl_port": DEAD_PROXY.port,
      "network.proxy.no_proxies_on": "127.0.0.1",
      "network.proxy.allow_hijacking_localhost": false,
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
      "browser.safebrowsing.update.enabled": false,
      "app.update.enabled": false,
    },
  })

const isLocal = (url: string) => url.startsWith("http://127.0.0.1") || url.startsWith("data:") || url.startsWith("blob:")

export const openFirefoxPage = async (browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> => {
  const page = await browser.newPage()
  await page.setViewport(viewport)
  await page.setRequestInterception(true)
  page.on("request", (request) => {
    if (isLocal(request.url())) void request.continue()
    else void request.abort()
  })
  return page
}
