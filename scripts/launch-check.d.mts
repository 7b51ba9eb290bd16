export declare const REQUIRED_ENV: Record<string, string>
export declare const launchFindings: (files: Record<string, unknown>, env: Record<string, string | undefined>) => string[]
export declare const readDataDir: (dir: string) => Record<string, unknown>
