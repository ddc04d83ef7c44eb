/** /faqs: the common behaviour and the FAQ's search and category filters. */
import { enhanceFaq } from "../faq.ts";
import { enhancePage } from "../page.ts";

enhancePage(enhanceFaq);
