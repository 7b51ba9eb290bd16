// The peak memory of a process and all its descendants, read from /proc (Linux). GNU time's "Maximum resident set
// size" is one process's, and a Gatsby build renders pages in worker processes, so the tree's sum is sampled instead.
import { readdirSync, readFileSync } from "node:fs"

const read = (file: string): string | undefined => {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return undefined // the process ended between the listing and the read
  }
}

/** Each running process's parent, from /proc/<pid>/stat (the command name in parentheses may hold spaces). */
function parents(): Map<number, number> {
  const map = new Map<number, number>()
  for (const name of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    const stat = read(`/proc/${name}/stat`)
    if (stat) map.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]))
  }
  return map
}

/** The summed resident memory, in bytes, of `pid` and its descendants now (shared pages count once per process). */
export function treeRss(pid: number): number {
  const byParent = parents()
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of byParent) if (parent === tree[i]) tree.push(child)
  return tree.reduce((sum, member) => {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(read(`/proc/${member}/status`) ?? "")
    return sum + (kb ? Number(kb[1]) * 1024 : 0)
  }, 0)
}

/** Samples `pid`'s tree every `intervalMs` until stopped; `stop()` returns the highest sum seen, in bytes. */
export function samplePeakMemory(pid: number, intervalMs = 500): { stop: () => number } {
  let peak = treeRss(pid)
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), intervalMs)
  return {
    stop: () => {
      clearInterval(timer)
      return peak
    },
  }
}
