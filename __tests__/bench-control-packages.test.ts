import path from "path"

import { missingControlPackages } from "../scripts/bench/control-packages"

const root = path.join(__dirname, "..")

describe("the packages a control commit needs beside the checkout's", () => {
  it("lists those the checkout no longer installs, with the control's ranges, and none it does", () => {
    const control = {
      dependencies: { gatsby: "^5.16.1", "gatsby-transformer-yaml": "^5.16.0" },
      devDependencies: { "@types/js-yaml": "^4.0.9", jest: "^30.0.0" },
    }
    expect(missingControlPackages(control, root)).toEqual(["@types/js-yaml@^4.0.9", "gatsby-transformer-yaml@^5.16.0"])
  })
})
