import { mkdirSync } from "fs"
import path from "path"
import sharp from "sharp"

/**
 * The photo an editor puts on a service's hero, as the entry names it: cms-media.test.ts uploads it through the editor,
 * launch-build.test.ts builds an entry holding it, so both test the one shape.
 */
export const heroPhoto = {
  src: "images/clinic-photo.jpg",
  alt: "A clinician on a video call with a patient",
  // the French file holds the photo's words alone: the file is shared
  frenchAlt: "Une clinicienne en appel vidéo avec un patient",
}

/** Writes a 1600x900 JPEG at `file`, the size of a photo an editor uploads. */
export async function writePhoto(file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true })
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 40, g: 110, b: 160 } } })
    .jpeg()
    .toFile(file)
}
