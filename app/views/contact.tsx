import { CalendarDays, LifeBuoy, Mail } from "lucide-react";
import { Container } from "~/components/page/sections";
import { site } from "~/settings/site";
import { DemoBookingLink } from "~/shell/demo-booking-link";

/** The contact page's ways to reach the team, between its hero and its copy. */
export function ContactOptions() {
  const options = [
    {
      icon: Mail,
      title: "Sales",
      body: "Plans, agencies, enterprise and data exports.",
      href: `mailto:${site.salesEmail}`,
      label: site.salesEmail,
    },
    {
      icon: LifeBuoy,
      title: "Support",
      body: "Help with your account, data or billing.",
      href: `mailto:${site.supportEmail}`,
      label: site.supportEmail,
    },
  ];
  const linkClasses = "mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline";
  return (
    <Container className="py-10">
      <ul className="grid gap-4 md:grid-cols-3">
        {options.map(({ icon: Icon, title, body, href, label }) => (
          <li key={title} className="rounded-2xl border border-ink-200 p-6">
            <Icon className="size-6 text-brand-700" aria-hidden />
            <h2 className="mt-4 font-semibold text-ink-900">{title}</h2>
            <p className="mt-1 text-sm text-ink-600">{body}</p>
            <a href={href} className={linkClasses}>
              {label}
            </a>
          </li>
        ))}
        <li className="rounded-2xl border border-ink-200 p-6">
          <CalendarDays className="size-6 text-brand-700" aria-hidden />
          <h2 className="mt-4 font-semibold text-ink-900">Book a demo</h2>
          <p className="mt-1 text-sm text-ink-600">A live walkthrough of the product with us.</p>
          <DemoBookingLink className={linkClasses}>Pick a time</DemoBookingLink>
        </li>
      </ul>
    </Container>
  );
}
