import type { Services } from "#server/services/index.ts";
import { freshClient } from "./test-app.ts";

const addressOf = (name: string) => name.toLowerCase().replaceAll(" ", ".");

/**
 * A demo request from `fullName` through the public pipeline, each from a
 * client of its own; its id. The address is made from the name
 * (`asha.rao@clinic.example`) unless `given` names one.
 */
export async function sampleDemoRequest(
  services: Services,
  fullName: string,
  given: { workEmail?: string; phone?: string } = {},
): Promise<string> {
  const { id } = await services.demoRequests.submit(
    {
      fullName,
      workEmail: given.workEmail ?? `${addressOf(fullName)}@clinic.example`,
      organization: "Lakeview Counselling Centre",
      roleTitle: "Clinical Director",
      phone: given.phone ?? "+91 80 1234 5678",
      inquiryFor: "mental-health-platform",
      message: "We would like to see the assessments.",
      agreeToContact: true,
    },
    freshClient(),
  );
  return id;
}

/** A general inquiry from `name` through the public pipeline (`gita@example.com` unless `given` names one); its id. */
export async function sampleInquiry(
  services: Services,
  name: string,
  given: { email?: string; inquiryType?: string; message?: string } = {},
): Promise<string> {
  const { id } = await services.contactMessages.submit(
    {
      inquiryType: given.inquiryType ?? "general",
      // The therapy path asks "Are you 18 or over?" (issue 33).
      adult: "yes",
      name,
      email: given.email ?? `${addressOf(name)}@example.com`,
      subject: "Hours",
      message: given.message ?? "When are you open?",
      agreeToContact: true,
    },
    freshClient(),
  );
  return id;
}
