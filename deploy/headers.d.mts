export const SECURITY_HEADERS: Record<string, string>
export const CACHE_RULES: ReadonlyArray<{ pattern: RegExp; value: string }>
export const NOT_ROUTES: RegExp
export function hidingNonRoutes<Req extends { url?: string }, Res>(
  serve: (req: Req, res: Res, next: () => void) => void,
): (req: Req, res: Res, next: () => void) => void
export function cacheControlFor(pathname: string): string
export function contentSecurityPolicy(options: {
  scriptHashes: string[]
  analytics: boolean
  emailOrigin: string
  imageOrigins?: string[]
}): string
export function inlineScriptHashes(publicDir: string): string[]
export function pageRoutes(publicDir: string): string[]
export interface SitePolicy {
  headers: Record<string, string>
  hostNames: string[]
}
export function sitePolicy(options: {
  publicDir: string
  env: Record<string, string | undefined>
  sealImage?: string
}): SitePolicy
export function nginxIncludes(policy: SitePolicy): Record<string, string>
export function netlifyHeaders(policy: SitePolicy, files: string[]): string
export function netlifyRedirects(routes: string[]): string
export function writeDeployFiles(options: { root: string; env?: Record<string, string | undefined> }): SitePolicy
export function siteHeaders(generatedDir: string): (pathname: string) => Record<string, string>
