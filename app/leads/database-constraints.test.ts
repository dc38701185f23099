import { describe, expect, it } from "vitest";
import { constraintNameInMessage, fieldIssueForConstraint, fieldIssueForMissingColumn } from "./database-constraints";

describe("fieldIssueForConstraint", () => {
  it("turns the migrations' constraint names into the schema's field messages", () => {
    expect(fieldIssueForConstraint("prospects_first_name_max_length")).toEqual({
      path: "first_name",
      message: "First name must be 100 characters or fewer",
    });
    expect(fieldIssueForConstraint("prospects_message_max_length")?.message).toBe(
      "Message must be 2,000 characters or fewer",
    );
    expect(fieldIssueForConstraint("prospects_last_name_required")?.message).toBe("Last name is required");
    expect(fieldIssueForConstraint("prospects_email_format")?.message).toBe("Invalid email address");
    expect(fieldIssueForConstraint("email_signups_email_lowercase")?.message).toBe("Invalid email address");
    expect(fieldIssueForConstraint("prospects_utm_campaign_max_length")?.message).toBe(
      "UTM campaign must be 255 characters or fewer",
    );
    expect(fieldIssueForConstraint("prospects_amazon_marketplace_known")?.path).toBe("amazon_marketplace");
    expect(fieldIssueForConstraint("prospects_extra_attribution_shape")?.path).toBe("extra");
  });
  it("knows nothing about other constraints", () => {
    expect(fieldIssueForConstraint("prospects_pkey")).toBeNull();
    expect(fieldIssueForConstraint("users_email_max_length")).toBeNull();
    expect(fieldIssueForConstraint(undefined)).toBeNull();
  });
});

describe("constraintNameInMessage / fieldIssueForMissingColumn", () => {
  it("reads PostgreSQL's wording", () => {
    expect(
      constraintNameInMessage(
        'new row for relation "prospects" violates check constraint "prospects_company_max_length"',
      ),
    ).toBe("prospects_company_max_length");
    expect(constraintNameInMessage("something else")).toBeNull();
    expect(fieldIssueForMissingColumn("last_name")).toEqual({ path: "last_name", message: "Last name is required" });
    expect(fieldIssueForMissingColumn("id")).toBeNull();
  });
});
