import { writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Writes, in `dir`, a fontconfig that reads the machine's own and then
 * rejects every font whose languages include Hindi, so Chromium started with
 * it (`FONTCONFIG_FILE`) has no Devanagari face, whatever the machine has
 * installed: a device without one. `extra` is more of the file's body (a
 * folder of faces of its own, say). Returns the file's path.
 */
export function fontconfigWithoutDevanagari(dir: string, extra = ""): string {
  const file = join(dir, "fonts-without-devanagari.conf");
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><pattern><patelt name="lang"><string>hi</string></patelt></pattern></rejectfont></selectfont>
  ${extra}
</fontconfig>
`,
  );
  return file;
}
