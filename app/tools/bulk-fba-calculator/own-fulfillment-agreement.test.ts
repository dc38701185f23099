import { describe, expect, it } from "vitest";
import { evaluateFba, fbaDefaults } from "~/tools/fba-calculator/fba-form";
import { runBulk } from "./run-bulk";
import { textRecords } from "./table";

/** One product, with own-fulfillment costs, as a catalogue row and as the FBA calculator's form. */
interface Product {
  sides: [string, string, string];
  weightLb: string;
  price: string;
  category: string;
  productType: "non-apparel" | "apparel" | "dangerous-goods";
  cost: string;
  label: string;
  packaging: string;
  labour: string;
  shippingCharged: string;
  storage: string;
}

const date = "2026-06-15";
const products: Product[] = [
  {
    sides: ["10", "6", "3"],
    weightLb: "0.75",
    price: "24.99",
    category: "home-kitchen",
    productType: "non-apparel",
    cost: "6.80",
    label: "5.00",
    packaging: "0.40",
    labour: "1.00",
    shippingCharged: "0",
    storage: "0.10",
  },
  {
    sides: ["12", "9", "0.95"],
    weightLb: "0.6",
    price: "19.99",
    category: "toys-games",
    productType: "non-apparel",
    cost: "4.25",
    label: "3.10",
    packaging: "0.35",
    labour: "0.80",
    shippingCharged: "4.99",
    storage: "0.05",
  },
  {
    sides: ["9", "6", "1.2"],
    weightLb: "1.1",
    price: "14.50",
    category: "books",
    productType: "non-apparel",
    cost: "3.00",
    label: "3.49",
    packaging: "0.25",
    labour: "0.50",
    shippingCharged: "3.99",
    storage: "0",
  },
  {
    sides: ["14", "11", "2"],
    weightLb: "0.9",
    price: "34.00",
    category: "clothing-accessories",
    productType: "apparel",
    cost: "11.40",
    label: "4.15",
    packaging: "0.60",
    labour: "1.25",
    shippingCharged: "0",
    storage: "0.12",
  },
  {
    sides: ["20", "15", "10"],
    weightLb: "12",
    price: "89.95",
    category: "beauty-health-personal-care",
    productType: "dangerous-goods",
    cost: "30.00",
    label: "14.80",
    packaging: "1.90",
    labour: "2.00",
    shippingCharged: "9.99",
    storage: "0.75",
  },
  {
    sides: ["6", "4", "0.5"],
    weightLb: "0.2",
    price: "7.99",
    category: "home-kitchen",
    productType: "non-apparel",
    cost: "1.20",
    label: "4.00",
    packaging: "0.20",
    labour: "0.40",
    shippingCharged: "0",
    storage: "0.02",
  },
];

const cents = (text: string) => Math.round(Number(text) * 100);

function bulkRow(product: Product) {
  const header =
    "SKU,Length,Width,Height,Weight,Price,Category,Product type,Cost,Date,Own fulfillment cost,Own storage,Shipping charged";
  // The catalogue has one cost per order: the calculator's label, packaging and labour added up.
  const costPerOrder = ((cents(product.label) + cents(product.packaging) + cents(product.labour)) / 100).toFixed(2);
  const row = [
    "P",
    ...product.sides,
    product.weightLb,
    product.price,
    product.category,
    product.productType,
    product.cost,
    date,
    costPerOrder,
    product.storage,
    product.shippingCharged,
  ];
  const run = runBulk(textRecords(`${header}\n${row.join(",")}\n`), date);
  if (!run.ok || run.table.length !== 1) throw new Error(`the bulk calculator refused ${product.category}`);
  return run.table.row(0);
}

function calculator(product: Product) {
  const [length, width, height] = product.sides;
  const evaluation = evaluateFba(
    {
      ...fbaDefaults,
      length,
      width,
      height,
      weight: product.weightLb,
      price: product.price,
      category: product.category,
      productType: product.productType,
      // The catalogue's cost is the landed cost; the file has no ad spend.
      cogs: product.cost,
      inbound: "0",
      ads: "0",
      date,
      months: "1",
      ownLabel: product.label,
      ownPackaging: product.packaging,
      ownLabour: product.labour,
      ownShipping: product.shippingCharged,
      ownStorage: product.storage,
    },
    date,
  );
  if (!evaluation.result || !evaluation.own) throw new Error(`the calculator refused ${product.category}`);
  return { fba: evaluation.result, own: evaluation.own };
}

describe("own fulfillment in the bulk calculator and the FBA calculator", () => {
  it.each(products.map((product) => [product.category, product.productType, product] as const))(
    "gives the same profit per unit for %s (%s)",
    (_category, _type, product) => {
      const row = bulkRow(product);
      const { fba, own } = calculator(product);
      expect(row.netProfit).toBe(fba.netProfitPerUnit);
      expect(row.ownNetProfit).toBe(own.own.netProfitPerUnit);
      // The bulk column is FBA minus own; the calculator's difference is own minus FBA.
      expect(row.fbaMinusOwn).toBeCloseTo(-own.differencePerUnit, 10);
    },
  );

  it("covers both answers: own fulfillment nets more on some of these products and less on others", () => {
    const differences = products.map((product) => calculator(product).own.differencePerUnit);
    expect(differences.some((difference) => difference > 0)).toBe(true);
    expect(differences.some((difference) => difference < 0)).toBe(true);
  });
});
