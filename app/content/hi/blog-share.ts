import type * as en from "../blog-share.ts";
import type { Translation } from "./translation.ts";

/** Sharing an article, in Hindi (docs/hindi-glossary.md). */
export const blogShareCopy: Translation<typeof en.blogShareCopy> = {
  title: "यह लेख शेयर करें",
  whatsApp: "WhatsApp पर शेयर करें",
  copyLink: "लिंक कॉपी करें",
  copied: "लिंक कॉपी हो गया",
  failed: "लिंक कॉपी नहीं हो सका। इसे अपने ब्राउज़र के एड्रेस बार से कॉपी करें।",
};
