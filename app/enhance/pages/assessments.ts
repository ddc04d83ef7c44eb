/** /solutions/assessments: the common behaviour and the catalogue's filters. */
import { enhanceAssessments } from "../assessments.ts";
import { enhancePage } from "../page.ts";

enhancePage(enhanceAssessments);
