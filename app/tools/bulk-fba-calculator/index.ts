/** The bulk FBA calculator: a catalogue (CSV or .xlsx) priced row by row with the fee engine. Pure, no React. */
export { categoryKey, findCategoryId } from "./categories";
export { fieldNames, matchHeader, requiredFields, splitHeader, type BulkField } from "./columns";
export { BulkCsvWriter, bulkToCsv, exportColumns } from "./export";
export { findHeadroom, type Headroom } from "./headroom";
export { previousCardFulfillmentFee, priceRow, type PricedRow } from "./price-row";
export { readRow, type BulkInput, type RowProblem } from "./read-row";
export { PricedTable } from "./priced-table";
export { BulkPricer, runBulk, type BulkResult, type BulkRun } from "./run-bulk";
export { summarise, type BulkSummary } from "./summary";
export { CsvLineReader, textRecords } from "./table";
