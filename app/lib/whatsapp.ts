/**
 * WhatsApp's click-to-chat links (issue 50): plain `https://wa.me/` links,
 * no script of WhatsApp's and nothing that tracks. The text rides in the
 * address, so the visitor sees it in WhatsApp and may change it before
 * sending.
 */

/** A chat with the company (`chat`: the site's `whatsapp.href`, `https://wa.me/<digits>`), its first line written for the visitor. */
export const whatsAppChat = (chat: string, firstLine: string) =>
  `${chat}?text=${encodeURIComponent(firstLine)}`;

/** WhatsApp's own share screen, `text` ready to send to whoever the reader picks: no company number needed. */
export const whatsAppShare = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
