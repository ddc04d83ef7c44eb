import type { Services } from "#server/services/index.ts";
import { freshClient } from "./test-app.ts";

/** A demo request from `name` (an address made from the name), through the public pipeline; its id. */
export async function sampleDemoRequest(services: Services, name: string, phone = "+91 80 1234 5678") {
  const { id } = await services.demoRequests.submit(
    {
      fullName: name,
      workEmail: `${name.toLowerCase().replaceAll(" ", ".")}@clinic.example`,
      organization: "Lakeview Counselling Centre",
      roleTitle: "Clinical Director",
      phone,
      inquiryFor: "mental-health-platform",
      message: "We would like to see the assessments.",
      agreeToContact: true,
    },
    freshClient(),
  );
  return id;
}

/** A general inquiry from `name` through the public pipeline; its id. */
export async function sampleInquiry(services: Services, name: string, inquiryType = "general") {
  const { id } = await services.contactMessages.submit(
    {
      inquiryType,
      name,
      email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
      subject: "Hours",
      message: "When are you open?",
      agreeToContact: true,
    },
    freshClient(),
  );
  return id;
}
