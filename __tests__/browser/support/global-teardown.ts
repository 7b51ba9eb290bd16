export default async function globalTeardown() {
  await new Promise<void>((resolve) =>
    globalThis.__SITE_SERVER__ ? globalThis.__SITE_SERVER__.close(() => resolve()) : resolve(),
  )
}
