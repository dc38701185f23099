/**
 * A made-up catalogue for the bench and the tests: `rows` products with varied sizes, weights, prices and
 * categories (a seeded generator, so every run prices the same file). Not real SKUs.
 */
const categories = [
  "Home & Kitchen",
  "Beauty, Health & Personal Care",
  "Electronics Accessories",
  "Toys & Games",
  "Sports and Outdoors",
  "Pet Supplies",
  "Clothing & Accessories",
  "Office Products",
];

export function testCatalogueCsv(rows: number, seed = 1): string {
  let state = seed;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const lines = ["SKU,Length (in),Width (in),Height (in),Weight (lb),Price,Category,Cost,Units per month"];
  for (let index = 0; index < rows; index += 1) {
    const size = random();
    const scale = size < 0.55 ? 1 : size < 0.9 ? 1.6 : 3.2;
    const length = (4 + random() * 10 * scale).toFixed(1);
    const width = (2 + random() * 7 * scale).toFixed(1);
    const height = (0.3 + random() * 4 * scale).toFixed(2);
    const weight = (0.1 + random() * 2.5 * scale * scale).toFixed(2);
    const price = (6 + random() * 60).toFixed(2);
    const cost = (Number(price) * (0.2 + random() * 0.5)).toFixed(2);
    const category = categories[Math.floor(random() * categories.length)];
    lines.push(
      `TEST-${String(index + 1).padStart(6, "0")},${length},${width},${height},${weight},${price},"${category}",${cost},${Math.floor(random() * 300)}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
