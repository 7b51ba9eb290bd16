import { needsMorePairs, pairedRatio, routeGroups, verdict } from "../scripts/bench/control-verdict"

describe("the bench's reading of a route against its control", () => {
  it("reads the ratio of each run to the control's run beside it, so a machine slowing both cancels out", () => {
    const ratio = pairedRatio([100, 400, 200], [50, 200, 100])
    expect(ratio.ratio).toBeCloseTo(2)
    expect(ratio.low).toBeCloseTo(2)
    expect(ratio.high).toBeCloseTo(2)
    expect(verdict(ratio, 1.25)).toBe("over")
  })

  it("calls a site like its control within the limit once the runs agree", () => {
    const ratio = pairedRatio([510, 490, 505, 495, 500], [500, 500, 500, 500, 500])
    expect(ratio.ratio).toBeCloseTo(1, 1)
    expect(verdict(ratio, 1.25)).toBe("within")
    expect(needsMorePairs(ratio, 1.25, 15)).toBe(false)
  })

  it("asks for more runs while the spread leaves the limit inside the interval, up to the most it may run", () => {
    // Spread as wide as issue 63's first run: the medians' ratio alone would have said 1.38.
    const site = [615, 796, 664, 875, 523]
    const control = [886, 738, 474, 481, 401]
    const ratio = pairedRatio(site, control)
    expect(ratio.low).toBeLessThan(1.25)
    expect(ratio.high).toBeGreaterThan(1.25)
    expect(verdict(ratio, 1.25)).toBe("unsettled")
    expect(needsMorePairs(ratio, 1.25, 15)).toBe(true)
    expect(needsMorePairs(ratio, 1.25, 5)).toBe(false)
  })

  it("never passes a real doubling as noise, however wide the spread", () => {
    const control = [300, 700, 450, 900, 350, 600, 500, 800, 400, 650]
    const ratio = pairedRatio(
      control.map((value, index) => value * 2 * (index % 2 ? 1.3 : 0.77)),
      control,
    )
    expect(verdict(ratio, 1.25)).toBe("over")
  })

  it("leaves one pair unsettled, and reads two idle pages as a ratio of 1", () => {
    expect(verdict(pairedRatio([450], [400]), 1.25)).toBe("unsettled")
    expect(pairedRatio([0, 0], [0, 0]).ratio).toBe(1)
    expect(() => pairedRatio([], [])).toThrow("at least one pair")
  })
})

describe("the bench's reading of a group of routes against the control", () => {
  const row = (route: string, site: number[], control: number[]) => ({ route, site, control })

  it("pools every pair of the routes under one folder, in each language, and every route measured", () => {
    const groups = routeGroups([
      row("/medications/viagra", [200, 400], [100, 200]),
      row("/medications/cialis", [300, 600], [150, 300]),
      row("/fr/medicaments/sildenafil", [100, 100], [100, 100]),
      row("/fr/medicaments/tadalafil", [100], [100]),
      row("/contact", [100], [100]),
    ])
    expect(groups.map(({ label, routes, ratio }) => [label, routes, ratio.pairs, Number(ratio.ratio.toFixed(2))])).toEqual([
      ["/medications/…", 2, 4, 2],
      ["/fr/medicaments/…", 2, 3, 1],
      // four pairs of twice the control's and four even: the geometric mean, the square root of 2
      ["every route", 5, 8, 1.41],
    ])
  })

  it("leaves out a folder of one route, which its own row already reads", () => {
    expect(routeGroups([row("/contact", [100, 110], [100, 100])]).map((group) => group.label)).toEqual(["every route"])
  })
})
