/** The public origin used for canonical links, the sitemap and structured data. */
export const DEFAULT_SITE_URL = "https://www.lakeshorevirtualclinic.ca"

export const siteUrl = (process.env.GATSBY_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "")

export const absoluteUrl = (path: string): string => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)
