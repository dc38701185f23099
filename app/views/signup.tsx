import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "~/components/page/sections";
import type { SignupCopy } from "~/content/page-schema";
import { routePath } from "~/routes/routes";
import { pageMetadata, type PageMetadataInput } from "~/seo/page-metadata";

export function signupMetadata(copy: SignupCopy): PageMetadataInput {
  return pageMetadata(copy, routePath("/signup"));
}

/** The signup page around its form: what the trial includes, then the form (an island, passed in). */
export function SignupPage({ copy, form }: { copy: SignupCopy; form: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50/70 to-white">
      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-2 lg:items-start">
        <div>
          <p className="text-sm font-semibold text-brand-700">{copy.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">{copy.h1}</h1>
          <p className="mt-5 max-w-lg text-lg leading-8 text-ink-600">{copy.intro}</p>
          <ul className="mt-8 space-y-3">
            {copy.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-ink-700">
                <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden /> {benefit}
              </li>
            ))}
          </ul>
        </div>
        {form}
      </Container>
    </section>
  );
}
