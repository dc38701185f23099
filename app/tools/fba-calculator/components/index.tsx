import { useMemo } from "react";
import { Container } from "~/components/page/sections";
import { ShareBar } from "~/components/share-bar";
import { useUrlState } from "~/components/shareable-url";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { toIsoDate } from "~/lib/dates";
import { ORDERS_REFRESH } from "~/product/model";
import { site } from "~/settings/site";
import { TrialCta } from "~/tools/components/controls";
import { useToolUsage } from "~/tools/components/tool-hooks";
import {
  convertFbaUnits,
  evaluateFba,
  FBA_REFERENCE_DATE,
  fbaDefaults,
  type FbaFieldName,
  type FbaFormValues,
} from "~/tools/fba-calculator/fba-form";
import { clearFbaQuery, parseFbaQuery, serializeFbaQuery } from "~/tools/fba-calculator/fba-url-state";
import { CostsCard, FeeDateCard, MoreFeesCard, ProductCard } from "./input-cards";
import { OwnFulfillmentCard } from "./own-fulfillment-card";
import { FeeLinesCard, FeeNotices, SummaryCard } from "./result-cards";
import { ScheduleCard } from "./schedule-card";
import { fbaFieldOfControl } from "./view";
import { WhatIfCard } from "./what-if-card";

/**
 * The free FBA fee and profit calculator (never gated), an island on /features/amazon-fba-calculator. Prerendered
 * with its defaults on a fixed reference date (FBA_REFERENCE_DATE) so the build is deterministic; once hydrated an
 * empty date means the visitor's today, and a shared link (`?v=1&...`) restores its values. The form logic is in
 * tools/fba-form.ts and tools/fba-url-state.ts, what the cards show in ./view.ts.
 */
const RESULTS_ID = "fba-results";

function showResults() {
  const results = document.getElementById(RESULTS_ID);
  results?.focus({ preventScroll: true });
  results?.scrollIntoView({ block: "start" });
}

export function FbaCalculator() {
  const hydrated = useHydrated();
  const { values, update, edited, restored, reset, copyLink, copyState } = useUrlState<FbaFormValues>({
    defaults: fbaDefaults,
    parse: parseFbaQuery,
    serialize: serializeFbaQuery,
    clear: clearFbaQuery,
    typedBefore: { rootId: "calculator", fieldOf: fbaFieldOfControl },
  });
  const today = hydrated ? toIsoDate(new Date()) : FBA_REFERENCE_DATE;
  const evaluation = useMemo(() => evaluateFba(values, today), [values, today]);
  useToolUsage("fba_calculator", edited && evaluation.result !== null);

  const set = (name: FbaFieldName) => (value: string) => update((current) => ({ ...current, [name]: value }));
  const { errors, result } = evaluation;
  const inputs = { values, errors, set };

  return (
    <section id="calculator" aria-labelledby="fba-calculator-heading" className="border-b border-ink-100 bg-ink-50/70">
      {/* Right below the page's one-line heading, which shows its name (components/page/marketing-page-view.tsx). */}
      <Container className="pt-4 pb-10 sm:pb-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="fba-calculator-heading" className="sr-only">
              FBA fee calculator
            </h2>
            <p className="text-sm text-ink-600">
              US marketplace. Results update as you type{restored ? "; values restored from the shared link" : ""}.
            </p>
          </div>
          <ShareBar onCopy={copyLink} onReset={reset} copyState={copyState} />
        </div>

        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              showResults();
            }}
            className="space-y-5"
            aria-label="FBA fee calculator inputs"
          >
            <ProductCard {...inputs} onUnitsChange={(next) => update((current) => convertFbaUnits(current, next))} />
            <CostsCard {...inputs} />
            <FeeDateCard {...inputs} evaluation={evaluation} />
            <MoreFeesCard {...inputs} />
            {/* Results follow the typing; the button (or Enter in a field) brings them into view, below the form on a phone. */}
            <Button type="submit" variant="secondary" className="w-full sm:w-auto">
              See the result
            </Button>
          </form>

          <div
            id={RESULTS_ID}
            tabIndex={-1}
            className="space-y-5 rounded-2xl focus:outline-2 focus:outline-offset-4 focus:outline-brand-600 lg:sticky lg:top-20"
          >
            <SummaryCard evaluation={evaluation} hydrated={hydrated} />
            {result && <FeeNotices fees={result.fees} onComparePrice={set("comparePrice")} />}
            {result && <FeeLinesCard fees={result.fees} total={result.amazonFeesPerUnit} />}
          </div>
        </div>

        <div className="mt-6 grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:items-start">
          <WhatIfCard
            evaluation={evaluation}
            value={values.comparePrice}
            onChange={set("comparePrice")}
            error={errors.comparePrice}
          />
          {result && <ScheduleCard fees={result.fees} evaluation={evaluation} hydrated={hydrated} />}
        </div>

        <div className="mt-6">
          <OwnFulfillmentCard values={values} evaluation={evaluation} set={set} />
        </div>

        <div className="mt-6">
          <TrialCta
            title="See these numbers on your real sales"
            body={`${site.brandName} calculates fees, profit and margin from your Seller Central data ${ORDERS_REFRESH}, per SKU, and replaces estimated fees with the fees Amazon actually charged once it posts them.`}
          />
        </div>
      </Container>
    </section>
  );
}
